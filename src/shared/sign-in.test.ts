import { describe, expect, it } from "vitest";
import { renderMessage } from "./messages/render";
import { newPasswordSchema, passwordResetRequestSchema, signInSchema, twoFactorSignInSchema } from "./sign-in";

// Each issue as English reads it: a check's catalog key in words, a password rule's code as it is.
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), renderMessage(issue.message, "en")]) ?? [];

describe("the sign-in forms' schemas", () => {
  it("need a login and a password, each on its own field; the login is trimmed", () => {
    expect(issues(signInSchema.safeParse({ login: "  ", password: "", rememberMe: false }))).toEqual([
      ["login", "Enter your username or email."],
      ["password", "Enter your password."],
    ]);
    expect(signInSchema.parse({ login: " agent ", password: " x ", rememberMe: true })).toEqual({
      login: "agent",
      password: " x ",
      rememberMe: true,
    });
  });

  it("read a code without the spaces people copy along, and refuse an empty one", () => {
    expect(twoFactorSignInSchema.parse({ code: " 123 456 ", trustDevice: false }).code).toBe("123456");
    expect(twoFactorSignInSchema.safeParse({ code: "   ", trustDevice: false }).success).toBe(false);
  });

  it("tell a missing e-mail address from one that is not an address", () => {
    expect(issues(passwordResetRequestSchema.safeParse({ email: " " }))).toEqual([
      ["email", "Enter your e-mail address."],
    ]);
    expect(issues(passwordResetRequestSchema.safeParse({ email: "agent@" }))).toEqual([
      ["email", "Enter a valid e-mail address."],
    ]);
  });

  it("name the password rule broken, and compare the two only once the password is acceptable", () => {
    expect(issues(newPasswordSchema.safeParse({ password: "", confirm: "" }))).toEqual([["password", "required"]]);
    expect(issues(newPasswordSchema.safeParse({ password: "short", confirm: "other" }))).toEqual([
      ["password", "tooShort"],
    ]);
    expect(issues(newPasswordSchema.safeParse({ password: "password1234", confirm: "password1234" }))).toEqual([
      ["password", "common"],
    ]);
    const good = "Pelicans over Tampa Bay 2026";
    expect(issues(newPasswordSchema.safeParse({ password: good, confirm: `${good}!` }))).toEqual([
      ["confirm", "mismatch"],
    ]);
    expect(newPasswordSchema.safeParse({ password: good, confirm: good }).success).toBe(true);
  });
});
