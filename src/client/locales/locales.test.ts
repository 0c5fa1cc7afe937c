import { describe, expect, it } from "vitest";
import en from "./en/common.json";
import it_ from "./it/common.json";

function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

describe("translations", () => {
  const english = leaves(en);
  const italian = leaves(it_);

  it("have the same keys in English and Italian", () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty strings", () => {
    for (const [key, text] of [...english, ...italian]) expect(text.trim(), key).not.toBe("");
  });

  it("are translated, not copied (names and brand words aside)", () => {
    const copied = [...english].filter(([key, text]) => italian.get(key) === text && text.split(" ").length > 2);
    expect(copied).toEqual([]);
  });

  it("use the same interpolation variables in both languages", () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) expect(variables(italian.get(key) ?? ""), key).toEqual(variables(text));
  });
});
