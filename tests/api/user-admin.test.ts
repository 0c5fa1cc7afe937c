import { describe, expect, it } from "vitest";
import { demoUser, testPassword, useApi } from "./support/api-fixture";
import { fieldsOf } from "./support/answers";
import { insertPolicy } from "./support/rows";
import { signIn } from "./support/sign-in";

describe("users and roles (Configure)", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: demoUser.staff, agent: demoUser.agent, agent2: demoUser.agent2 });

  /** Who the cookie signs in, or null once its session is over. */
  const whoIs = async (cookie: string | undefined): Promise<string | null> =>
    (await api.app.inject({ method: "GET", url: "/api/me", headers: cookie ? { cookie } : {} })).json().data?.email ??
    null;

  it("invites someone, who chooses a password from the e-mailed link and signs in with the role given", async () => {
    const invited = await api.call(as.staff, "POST", "/api/users", {
      name: "Riley Underwriter",
      email: "Riley@Example.com",
      role: "staff",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email: "riley@example.com", role: "staff", active: true });

    const mail = await api.sink.waitFor("riley@example.com");
    expect(mail.raw).toContain("Your Sabal account is ready");
    expect(mail.raw).toContain("Sam Staff has opened");
    const token = /\/agents\/reset-password\?token=([\w-]+)/.exec(mail.raw)?.[1];
    const chosen = await api.call("anonymous", "POST", "/api/auth/reset-password", {
      newPassword: "Pelicans over the causeway",
      token,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const signedIn = await signIn(api.app, "riley@example.com", "Pelicans over the causeway");
    expect(signedIn.statusCode).toBe(200);

    // The outbox never shows the link to anyone reading it.
    const outbox = (await api.call(as.staff, "GET", "/api/mail/outbox")).json().data.items;
    const invitation = outbox.find((message: { kind: string }) => message.kind === "account-invitation");
    expect(invitation).toMatchObject({ text: null });

    expect(
      (await api.call(as.staff, "POST", "/api/users", { name: "Again", email: "riley@example.com", role: "agent" }))
        .statusCode,
    ).toBe(409);
    expect(
      (await api.call(as.staff, "POST", "/api/users", { name: "X", email: "nope", role: "boss" })).statusCode,
    ).toBe(400);
  });

  it("changes a role and deactivates an account: its sessions end and it can no longer sign in", async () => {
    const password = testPassword;
    const listed = (await api.call(as.staff, "GET", "/api/users")).json().data;
    expect(listed.map((account: { email: string }) => account.email)).toContain("agent2@example.com");

    const promoted = await api.call(as.staff, "PATCH", `/api/users/${as.agent2.id}`, { role: "staff" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.role).toBe("staff");
    expect(await whoIs(as.agent2.cookie)).toBeNull();

    const deactivated = await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { active: false });
    expect(deactivated.json().data.active).toBe(false);
    expect(await whoIs(as.agent.cookie)).toBeNull();
    const refused = await signIn(api.app, "agent@example.com", password);
    const wrong = await signIn(api.app, "staff@example.com", "not-the-password");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(wrong.json().code);
    expect((await signIn(api.app, "agent", password)).statusCode).toBe(401);

    await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { active: true });
    expect((await signIn(api.app, "agent@example.com", password)).statusCode).toBe(200);
  });

  it("sets an agent's work phone, shown on their policies (SPEC §3 agentPhone), without signing them out", async () => {
    const policy = await insertPolicy(api.db, { agentId: as.agent.id });
    const agentOnPolicy = async () => (await api.call(as.staff, "GET", `/api/policies/${policy.id}`)).json().data.agent;
    expect(await agentOnPolicy()).toMatchObject({ name: "Alex Agent", phone: null });

    const saved = await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { phone: " (813) 555-0161 " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ phone: "(813) 555-0161", role: "agent", active: true });
    expect(await agentOnPolicy()).toMatchObject({ name: "Alex Agent", phone: "(813) 555-0161" });
    expect(await whoIs(as.agent.cookie)).toBe("agent@example.com");
    // The agent sees it on their own policy too.
    expect((await api.call(as.agent, "GET", `/api/policies/${policy.id}`)).json().data.agent.phone).toBe(
      "(813) 555-0161",
    );

    const refused = await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { phone: "call the office" });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(["phone"]);

    // Staff may give themselves a phone; an empty one removes it.
    expect((await api.call(as.staff, "PATCH", `/api/users/${as.staff.id}`, { phone: "813 555 0100" })).statusCode).toBe(
      200,
    );
    expect(
      (await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { phone: "" })).json().data.phone,
    ).toBeNull();
    expect(await agentOnPolicy()).toMatchObject({ phone: null });
  });

  it("never lets anyone change their own account, and is for staff only", async () => {
    expect((await api.call(as.staff, "PATCH", `/api/users/${as.staff.id}`, { active: false })).statusCode).toBe(400);
    expect((await api.call(as.staff, "PATCH", `/api/users/${as.staff.id}`, { role: "member" })).statusCode).toBe(400);
    expect((await api.call(as.staff, "PATCH", "/api/users/nope", { role: "agent" })).statusCode).toBe(404);
    expect((await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, {})).statusCode).toBe(400);
    expect((await api.call(as.agent, "GET", "/api/users")).statusCode).toBe(403);
    expect(
      (await api.call(as.agent, "POST", "/api/users", { name: "Eve", email: "eve@example.com", role: "staff" }))
        .statusCode,
    ).toBe(403);
  });
});
