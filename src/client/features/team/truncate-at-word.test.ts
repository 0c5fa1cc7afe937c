import { describe, expect, it } from "vitest";
import { leadershipBioPreviewChars } from "../../../shared/constants";
import { truncateAtWord } from "./truncate-at-word";

describe("truncateAtWord", () => {
  it("returns text that fits unchanged", () => {
    expect(truncateAtWord("Short bio.", 200)).toBe("Short bio.");
    const exact = "a".repeat(200);
    expect(truncateAtWord(exact, 200)).toBe(exact);
  });

  it("cuts at the last word boundary at or before the limit and adds an ellipsis", () => {
    expect(truncateAtWord("one two three four", 10)).toBe("one two…");
    expect(truncateAtWord("one two three four", 12)).toBe("one two…");
  });

  it("keeps a word that ends exactly on the limit", () => {
    expect(truncateAtWord("one two three four", 13)).toBe("one two three…");
  });

  it("drops punctuation left dangling at the cut", () => {
    expect(truncateAtWord("Tampa, Florida, since 1998", 8)).toBe("Tampa…");
    expect(truncateAtWord("It works. Then more words follow", 12)).toBe("It works…");
  });

  it("cuts a single overlong word at the limit", () => {
    expect(truncateAtWord("abcdefghijklmnop", 5)).toBe("abcde…");
  });

  it("never exceeds the preview limit plus the ellipsis", () => {
    const bio =
      "Maria grew up in Sarasota and has spent her career helping Florida families recover after storms. ".repeat(6);
    const preview = truncateAtWord(bio, leadershipBioPreviewChars);
    expect(preview.length).toBeLessThanOrEqual(leadershipBioPreviewChars + 1);
    expect(preview.endsWith("…")).toBe(true);
    expect(bio.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.at(-2)).toMatch(/\S/);
  });
});
