import { describe, expect, it } from "vitest";
import { emailChangeOfToken } from "./email-change-token";

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the e-mail change a confirmation token carries", () => {
  it("reads who changes from which address to which", () => {
    const token = `${part({ alg: "HS256" })}.${part({ email: "old@example.com", updateTo: "new@example.com", userId: "u1", requestType: "change-email-verification" })}.signature`;
    expect(emailChangeOfToken(token)).toEqual({ userId: "u1", from: "old@example.com", to: "new@example.com" });
  });

  it("answers null for a plain verification token or anything else", () => {
    expect(emailChangeOfToken(`${part({})}.${part({ email: "a@example.com" })}.x`)).toBeNull();
    expect(emailChangeOfToken("not-a-token")).toBeNull();
    expect(emailChangeOfToken("a.%%%.c")).toBeNull();
    expect(emailChangeOfToken(undefined)).toBeNull();
  });
});
