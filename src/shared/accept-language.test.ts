import { describe, expect, it } from "vitest";
import { languageFromHeader } from "./accept-language";

describe("languageFromHeader", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["it", "it"],
    ["it-IT,it;q=0.9,en;q=0.8", "it"],
    ["fr-FR,it;q=0.5,en;q=0.7", "en"],
    ["de, it;q=0.2", "it"],
    ["it;q=0, en", "en"],
    ["*", "en"],
  ])("%s → %s", (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
