import { beforeEach, describe, expect, it } from "vitest";
import { demoUser, testPassword as password, useApi } from "./support/api-fixture";
import { cookieHeader, sessionCookie, signIn, siteOrigin } from "./support/sign-in";

describe("sign-in, sessions and password reset", () => {
  const api = useApi({ mail: true });
  beforeEach(async () => {
    await api.addUser(demoUser.staff);
    await api.addUser(demoUser.agent);
  });

  const me = (cookie: string) => api.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
  /** The e-mail of the account the cookie signs in, or null when its session is over. */
  const whoIs = async (cookie: string): Promise<string | null> => (await me(cookie)).json().data?.email ?? null;

  it("signs in by e-mail or by username, with an HttpOnly SameSite session cookie", async () => {
    const response = await signIn(api.app, "staff@example.com", password);
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === "sabal.session_token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const answer = await me(cookieHeader(response));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ email: "staff@example.com", role: "staff" });
    expect(answer.json().data.permissions).toContain("policies.readAll");

    const byUsername = await signIn(api.app, "agent", password);
    expect(byUsername.statusCode).toBe(200);
    expect((await me(cookieHeader(byUsername))).json().data).toMatchObject({ role: "agent" });
    expect((await me(cookieHeader(byUsername))).json().data.permissions).not.toContain("policies.readAll");
  });

  it("answers a wrong password exactly like an unknown account", async () => {
    const wrongPassword = await signIn(api.app, "staff@example.com", "not-the-password");
    const unknown = await signIn(api.app, "nobody@example.com", "not-the-password");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.json().code).toBe(wrongPassword.json().code);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it("without Remember me the cookie ends with the browser; with it, it persists", async () => {
    const remembered = await signIn(api.app, "staff@example.com", password, { rememberMe: true });
    const forgotten = await signIn(api.app, "staff@example.com", password, { rememberMe: false });
    const token = (response: typeof remembered) =>
      response.cookies.find((cookie) => cookie.name === "sabal.session_token");
    expect(token(remembered)?.maxAge).toBeGreaterThan(24 * 60 * 60);
    expect(token(forgotten)?.maxAge).toBeUndefined();
    expect(token(forgotten)?.expires).toBeUndefined();
  });

  it("refuses a sign-in or sign-out posted from another site, or with no sign of its origin", async () => {
    const post = (url: string, headers: Record<string, string>) =>
      api.app.inject({ method: "POST", url, headers, payload: { email: "staff@example.com", password } });
    const cookie = await sessionCookie(api.app, "staff@example.com", password);

    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example.net" },
      {},
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const signInAttempt = await post("/api/auth/sign-in/email", headers);
      expect(signInAttempt.statusCode).toBe(403);
      expect(signInAttempt.json()).toMatchObject({ success: false, data: null });
      expect((await post("/api/auth/sign-out", { ...headers, cookie })).statusCode).toBe(403);
    }
    expect(await whoIs(cookie)).not.toBeNull();
    expect((await post("/api/auth/sign-in/email", { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("offers no public sign-up", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: siteOrigin },
      payload: { email: "new@example.com", password: "a-long-enough-password", name: "New" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await signIn(api.app, "new@example.com", "a-long-enough-password")).toMatchObject({ statusCode: 401 });
  });

  it("signs out of this device, of all other devices, or of all devices", async () => {
    const [first, second, third] = [
      await sessionCookie(api.app, "staff@example.com", password),
      await sessionCookie(api.app, "staff@example.com", password),
      await sessionCookie(api.app, "staff@example.com", password),
    ];
    const post = (url: string, cookie: string) =>
      api.app.inject({ method: "POST", url, headers: { cookie, origin: siteOrigin }, payload: {} });

    expect((await post("/api/auth/sign-out", third)).statusCode).toBe(200);
    expect(await whoIs(third)).toBeNull();
    expect(await whoIs(first)).not.toBeNull();

    expect((await post("/api/auth/revoke-other-sessions", first)).statusCode).toBe(200);
    expect(await whoIs(first)).not.toBeNull();
    expect(await whoIs(second)).toBeNull();

    const fourth = await sessionCookie(api.app, "staff@example.com", password);
    expect((await post("/api/auth/revoke-sessions", first)).statusCode).toBe(200);
    expect(await whoIs(first)).toBeNull();
    expect(await whoIs(fourth)).toBeNull();
  });

  it("resets a password by e-mailed link, which ends every session", async () => {
    const before = await sessionCookie(api.app, "agent@example.com", password);
    const request = (email: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: { origin: siteOrigin },
        payload: { email, redirectTo: "/agents/reset-password" },
      });

    const known = await request("agent@example.com");
    const unknown = await request("nobody@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await api.sink.waitFor("agent@example.com");
    const token = /\/agents\/reset-password\?token=([\w-]+)/.exec(mail.raw)?.[1];
    expect(token).toBeTruthy();
    expect(api.sink.received.some((message) => message.to.includes("nobody@example.com"))).toBe(false);

    const reset = (newPassword: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        headers: { origin: siteOrigin },
        payload: { newPassword, token },
      });
    expect((await reset("short")).statusCode).toBe(400);
    expect((await reset("password1234")).statusCode).toBe(400);
    expect((await reset("Gulf breeze over Tampa Bay")).statusCode).toBe(200);

    expect(await whoIs(before)).toBeNull();
    expect((await signIn(api.app, "agent@example.com", password)).statusCode).toBe(401);
    expect((await signIn(api.app, "agent@example.com", "Gulf breeze over Tampa Bay")).statusCode).toBe(200);
    // The link works once.
    expect((await reset("Another long passphrase")).statusCode).toBe(400);
  });
});
