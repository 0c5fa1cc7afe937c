import { describe, expect, it } from "vitest";
import { pathAfterSignIn, safeReturnPath } from "./path-after-sign-in";

describe("where a user goes after signing in", () => {
  it("takes staff and agents back to next, or to the staff area", () => {
    expect(pathAfterSignIn("staff", "/policy/search")).toBe("/policy/search");
    expect(pathAfterSignIn("agent", null)).toBe("/policy");
    expect(pathAfterSignIn("agent", "https://evil.example/")).toBe("/policy");
  });

  it("takes a member to the member portal, back to next only when it is a member page", () => {
    expect(pathAfterSignIn("member", null)).toBe("/members/account");
    expect(pathAfterSignIn("member", "/policy")).toBe("/members/account");
    expect(pathAfterSignIn("member", "/members")).toBe("/members/account");
    expect(pathAfterSignIn("member", "/members/accounting")).toBe("/members/account");
    expect(pathAfterSignIn("member", "/members/account/claims?policy=p1")).toBe("/members/account/claims?policy=p1");
    expect(pathAfterSignIn("member", "/members/account?policy=p1")).toBe("/members/account?policy=p1");
  });

  it("refuses return paths that leave the site", () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example", ""]) {
      expect(safeReturnPath(next), next).toBeNull();
    }
  });
});
