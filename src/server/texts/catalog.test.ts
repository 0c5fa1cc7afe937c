import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../shared/constants";
import { catalogs, fill, labelOf } from "./catalog";

/** Every text of a catalog by its dotted key. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object")
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    else found.set(path, value);
  }
  return found;
}

const english = leaves(catalogs.en);
const marks = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe("the server's texts (e-mails, declarations, reports)", () => {
  describe.each(supportedLanguages.filter((language) => language !== "en"))("%s", (language) => {
    const translated = leaves(catalogs[language]);

    it("has every key English has, and no other", () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it("fills the same {{marks}} as English", () => {
      for (const [key, text] of english) expect(marks(translated.get(key)), key).toEqual(marks(text));
    });

    it("translates the sentences (names and codes aside)", () => {
      const copied = [...english].filter(
        ([key, text]) => translated.get(key) === text && String(text).split(" ").length > 3,
      );
      expect(copied).toEqual([]);
    });
  });

  it.each(supportedLanguages)("%s has no missing or empty text", (language) => {
    for (const [key, text] of leaves(catalogs[language])) {
      expect(typeof text, key).toBe("string");
      expect(String(text).trim(), key).not.toBe("");
    }
  });

  it("fills marks and refuses a missing value", () => {
    expect(fill("Hello {{name}},", { name: "Ana" })).toBe("Hello Ana,");
    expect(fill("{{count}} of {{count}}", { count: 2 })).toBe("2 of 2");
    expect(() => fill("Hello {{name}},", {})).toThrow("{{name}}");
  });

  it("shows a value it has no label for as stored", () => {
    expect(labelOf(catalogs.it.values.policyStatuses, "active")).toBe("Attiva");
    expect(labelOf(catalogs.it.values.policyStatuses, "archived")).toBe("archived");
  });
});
