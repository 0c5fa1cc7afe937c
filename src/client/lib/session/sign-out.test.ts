import { describe, expect, it } from "vitest";
import { alreadySignedOut } from "./sign-out";

describe("signing out of a session that is already over", () => {
  it("ignores 401, 403 and 404 (SPEC §8), and nothing else", () => {
    expect([401, 403, 404].every(alreadySignedOut)).toBe(true);
    expect([0, 400, 429, 500, undefined].some(alreadySignedOut)).toBe(false);
  });
});
