import { describe, expect, it } from "vitest";
import { arrivedAfterSessionEnded, signInPath } from "./sign-in-path";

describe("the way to sign in again", () => {
  it("returns staff and agents to where they were, through their sign-in page", () => {
    expect(signInPath("staff", "/policy/42/edit?tab=1")).toBe("/agents/login?next=%2Fpolicy%2F42%2Fedit%3Ftab%3D1");
  });

  it("sends a member to the member page, saying the session ended when it did", () => {
    const path = signInPath("member", "/members/account/claims", { ended: true });
    expect(path).toBe("/members?next=%2Fmembers%2Faccount%2Fclaims&session=ended");
    expect(arrivedAfterSessionEnded(new URL(path, "https://sabal.example").search)).toBe(true);
    expect(arrivedAfterSessionEnded("?next=%2Fpolicy")).toBe(false);
  });
});
