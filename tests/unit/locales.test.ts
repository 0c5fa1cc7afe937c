import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../src/shared/messages/catalog";

// Every namespace must exist in both languages with the same keys; so must the
// server's message catalog (src/shared/messages), held to the same rules.
const localesDir = join(import.meta.dirname, "../../src/client/locales");
const namespaces = readdirSync(join(localesDir, "en")).filter((file) => file.endsWith(".json"));
const serverMessages = "server messages (src/shared/messages)";

function load(language: "en" | "it", file: string): unknown {
  if (file === serverMessages) return catalogs[language];
  return JSON.parse(readFileSync(join(localesDir, language, file), "utf8"));
}

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
  it("have the same namespaces in English and Italian", () => {
    const italian = readdirSync(join(localesDir, "it")).filter((file) => file.endsWith(".json"));
    expect(italian.sort()).toEqual([...namespaces].sort());
  });

  describe.each([...namespaces, serverMessages])("%s", (file) => {
    const english = leaves(load("en", file));
    const italian = leaves(load("it", file));

    it("has the same keys in both languages", () => {
      expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it("has no empty strings", () => {
      for (const [key, text] of [...english, ...italian]) expect(text.trim(), key).not.toBe("");
    });

    it("is translated, not copied (short names and brand words aside)", () => {
      const copied = [...english].filter(([key, text]) => italian.get(key) === text && text.split(" ").length > 2);
      expect(copied).toEqual([]);
    });

    it("uses the same interpolation variables in both languages", () => {
      const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
      for (const [key, text] of english) expect(variables(italian.get(key) ?? ""), key).toEqual(variables(text));
    });
  });
});
