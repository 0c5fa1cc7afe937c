import { serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import { sessionTokenOf } from "./session-cookie";

const secret = "a-secret-of-at-least-thirty-two-characters";
const name = "sabal.session_token";

/** The cookie header a browser sends back for better-auth's own signed session cookie. */
async function cookieHeader(token: string, signedWith = secret): Promise<string> {
  const setCookie = await serializeSignedCookie(name, token, signedWith);
  return `theme=dark; ${setCookie.split(";")[0]}; other=1`;
}

describe("the session cookie's signature, checked as better-auth signs it", () => {
  it("answers the token of a cookie better-auth signed", async () => {
    expect(sessionTokenOf(await cookieHeader("ZIHw5ZCf0XaVtf6WdM5HxTn04l6aWr1w"), name, secret)).toBe(
      "ZIHw5ZCf0XaVtf6WdM5HxTn04l6aWr1w",
    );
  });

  it("refuses a cookie signed under another secret, a changed token or no signature", async () => {
    expect(sessionTokenOf(await cookieHeader("token", "another-secret-of-thirty-two-characters!"), name, secret)).toBe(
      null,
    );
    const genuine = await cookieHeader("token");
    expect(sessionTokenOf(genuine.replace("token.", "tokem."), name, secret)).toBeNull();
    expect(sessionTokenOf(`${name}=token`, name, secret)).toBeNull();
    expect(sessionTokenOf(`${name}=token.`, name, secret)).toBeNull();
    expect(sessionTokenOf(`${name}=%E0%A4%A`, name, secret)).toBeNull();
    expect(sessionTokenOf("theme=dark", name, secret)).toBeNull();
  });
});
