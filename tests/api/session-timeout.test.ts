import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { session } from "../../src/server/db/schema";
import { sessionIdleTimeoutMs } from "../../src/shared/constants";
import { testPassword as password, useApi } from "./support/api-fixture";
import type { AddedUser } from "./support/test-users";
import { cookieHeader, signIn, siteOrigin } from "./support/sign-in";

const minute = 60 * 1000;
const day = 24 * 60 * minute;

describe("sessions end after an idle hour, unless Remember me was ticked", () => {
  const api = useApi();
  let staff: AddedUser;
  beforeEach(async () => {
    staff = await api.addUser("staff");
  });

  const signInFor = async (rememberMe: boolean) =>
    cookieHeader(await signIn(api.app, staff.email, password, { rememberMe }));
  const sessionRow = async () => (await api.db.select().from(session).where(eq(session.userId, staff.id)))[0];
  const me = async (cookie: string) =>
    (await api.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().data;
  const policies = (cookie: string) => api.call({ ...staff, cookie }, "GET", "/api/policies");

  /** Moves the session's last recorded use `ago` back in time, its end with it, as if nobody had used it since. */
  async function lastUsed(ago: number) {
    const row = (await sessionRow())!;
    const updatedAt = new Date(Date.now() - ago);
    const expiresAt = new Date(updatedAt.getTime() + (row.expiresAt.getTime() - row.updatedAt.getTime()));
    await api.db.update(session).set({ updatedAt, expiresAt }).where(eq(session.id, row.id));
  }

  it("without Remember me, lasts an hour from its last use, checked by the server", async () => {
    const cookie = await signInFor(false);
    const started = await sessionRow();
    expect(started!.expiresAt.getTime() - Date.now()).toBeGreaterThan(sessionIdleTimeoutMs - minute);
    expect(started!.expiresAt.getTime() - Date.now()).toBeLessThan(sessionIdleTimeoutMs + 2 * minute);

    // Used 59 minutes ago: still alive, and this use moves its end an hour on.
    await lastUsed(59 * minute);
    expect((await policies(cookie)).statusCode).toBe(200);
    expect((await sessionRow())!.expiresAt.getTime() - Date.now()).toBeGreaterThan(sessionIdleTimeoutMs);

    // Then left alone for 61 minutes: no session at all.
    await lastUsed(61 * minute);
    const refused = await policies(cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, data: null, message: "Sign in to continue." });
    expect(await me(cookie)).toBeNull();
    expect(await sessionRow()).toBeUndefined();
  });

  it("records use at most once a minute, not on every request", async () => {
    const cookie = await signInFor(false);
    await lastUsed(30 * 1000);
    const before = (await sessionRow())!;
    expect((await policies(cookie)).statusCode).toBe(200);
    expect((await me(cookie))?.email).toBe(staff.email);
    expect((await sessionRow())!.updatedAt).toEqual(before.updatedAt);

    await lastUsed(2 * minute);
    await policies(cookie);
    expect(Date.now() - (await sessionRow())!.updatedAt.getTime()).toBeLessThan(minute);
  });

  it("with Remember me, lasts 7 days, as before", async () => {
    const cookie = await signInFor(true);
    expect((await sessionRow())!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * day - minute);

    await lastUsed(3 * 60 * minute);
    expect((await policies(cookie)).statusCode).toBe(200);
    await lastUsed(6 * day);
    expect((await policies(cookie)).statusCode).toBe(200);
    // Used after a day or more, it is renewed for 7 days from then.
    expect((await sessionRow())!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * day - minute);

    await lastUsed(7 * day + minute);
    expect((await policies(cookie)).statusCode).toBe(401);
  });

  it("is not lengthened by better-auth's own renewal, even without its don't-remember cookie", async () => {
    const cookie = (await signInFor(false))
      .split("; ")
      .filter((pair) => !pair.startsWith("sabal.dont_remember="))
      .join("; ");
    await lastUsed(30 * minute);
    const answer = await api.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(answer.json()?.user?.email).toBe(staff.email);
    expect((await sessionRow())!.expiresAt.getTime() - Date.now()).toBeLessThan(sessionIdleTimeoutMs + 2 * minute);
  });

  it("keeps its idle hour when turning on two-step verification replaces it", async () => {
    let cookie = await signInFor(false);
    const post = (url: string, payload: object) =>
      api.app.inject({ method: "POST", url, headers: { cookie, origin: siteOrigin }, payload });
    const enabled = await post("/api/auth/two-factor/enable", { password });
    const secret = new URL(enabled.json().totpURI as string).searchParams.get("secret")!;
    const verified = await post("/api/auth/two-factor/verify-totp", {
      code: await createOTP(base32.decode(secret)).totp(),
    });
    expect(verified.statusCode).toBe(200);
    cookie = cookieHeader(verified);
    expect(await me(cookie)).toMatchObject({ email: staff.email, twoFactorEnabled: true });
    expect((await sessionRow())!.expiresAt.getTime() - Date.now()).toBeLessThan(sessionIdleTimeoutMs + 2 * minute);
  });
});
