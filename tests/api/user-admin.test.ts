import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { freshDemoCallers, type DemoCallers } from "./support/demo-callers";
import { signIn, siteOrigin } from "./support/sign-in";
import { buildTestApp, testConfig } from "./support/test-app";

describe("users and roles (Configure)", () => {
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let as: DemoCallers;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    as = await freshDemoCallers(app);
    smtp.received.length = 0;
  });

  /** Who the cookie signs in, or null once its session is over. */
  const whoIs = async (cookie: string | undefined): Promise<string | null> =>
    (await app.inject({ method: "GET", url: "/api/me", headers: cookie ? { cookie } : {} })).json().data?.email ?? null;

  it("invites someone, who chooses a password from the e-mailed link and signs in with the role given", async () => {
    const invited = await as.call("staff", "POST", "/api/users", {
      name: "Riley Underwriter",
      email: "Riley@Example.com",
      role: "staff",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email: "riley@example.com", role: "staff", active: true });

    const mail = await smtp.waitFor("riley@example.com");
    expect(mail.raw).toContain("Your Sabal account is ready");
    expect(mail.raw).toContain("Sam Staff has opened");
    const token = /\/agents\/reset-password\?token=([\w-]+)/.exec(mail.raw)?.[1];
    const chosen = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { origin: siteOrigin },
      payload: { newPassword: "Pelicans over the causeway", token },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const signedIn = await signIn(app, "riley@example.com", "Pelicans over the causeway");
    expect(signedIn.statusCode).toBe(200);

    // The outbox never shows the link to anyone reading it.
    const outbox = (await as.call("staff", "GET", "/api/mail/outbox")).json().data.items;
    const invitation = outbox.find((message: { kind: string }) => message.kind === "account-invitation");
    expect(invitation).toMatchObject({ text: null });

    expect(
      (await as.call("staff", "POST", "/api/users", { name: "Again", email: "riley@example.com", role: "agent" }))
        .statusCode,
    ).toBe(409);
    expect((await as.call("staff", "POST", "/api/users", { name: "X", email: "nope", role: "boss" })).statusCode).toBe(
      400,
    );
  });

  it("changes a role and deactivates an account: its sessions end and it can no longer sign in", async () => {
    const password = testConfig().demoPassword;
    const listed = (await as.call("staff", "GET", "/api/users")).json().data;
    expect(listed.map((account: { email: string }) => account.email)).toContain("agent2@example.com");

    const promoted = await as.call("staff", "PATCH", `/api/users/${as.ids.agent2}`, { role: "staff" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.role).toBe("staff");
    expect(await whoIs(as.cookie("agent2"))).toBeNull();

    const deactivated = await as.call("staff", "PATCH", `/api/users/${as.ids.agent}`, { active: false });
    expect(deactivated.json().data.active).toBe(false);
    expect(await whoIs(as.cookie("agent"))).toBeNull();
    const refused = await signIn(app, "agent@example.com", password);
    const wrong = await signIn(app, "staff@example.com", "not-the-password");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(wrong.json().code);
    expect((await signIn(app, "agent", password)).statusCode).toBe(401);

    await as.call("staff", "PATCH", `/api/users/${as.ids.agent}`, { active: true });
    expect((await signIn(app, "agent@example.com", password)).statusCode).toBe(200);
  });

  it("never lets anyone change their own account, and is for staff only", async () => {
    expect((await as.call("staff", "PATCH", `/api/users/${as.ids.staff}`, { active: false })).statusCode).toBe(400);
    expect((await as.call("staff", "PATCH", `/api/users/${as.ids.staff}`, { role: "member" })).statusCode).toBe(400);
    expect((await as.call("staff", "PATCH", "/api/users/nope", { role: "agent" })).statusCode).toBe(404);
    expect((await as.call("staff", "PATCH", `/api/users/${as.ids.agent}`, {})).statusCode).toBe(400);
    expect((await as.call("agent", "GET", "/api/users")).statusCode).toBe(403);
    expect(
      (await as.call("agent", "POST", "/api/users", { name: "Eve", email: "eve@example.com", role: "staff" }))
        .statusCode,
    ).toBe(403);
  });
});
