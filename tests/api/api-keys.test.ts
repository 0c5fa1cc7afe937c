import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashApiKey } from "../../src/server/auth/api-key-secret";
import { apiKeys, auditLog, user } from "../../src/server/db/schema";
import { apiKeyMarker, apiKeysPerUser, type CreatedApiKey } from "../../src/shared/api-key";
import { fieldsOf } from "./support/answers";
import { demoUser, useApi, type TestUser } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { insertPolicy } from "./support/rows";
import { siteOrigin } from "./support/sign-in";

const keysUrl = "/api/account/api-keys";

describe("the API for programs: API keys and the cross-site check", () => {
  const api = useApi();
  const as = api.loginEach({ staff: demoUser.staff, agent: "agent", member: "member" });

  /** Makes a key on the account page's endpoint, as its owner signed in on the site. */
  async function keyOf(owner: TestUser, name = "Nightly export", expiresInDays = 30): Promise<CreatedApiKey> {
    const response = await api.call(owner, "POST", keysUrl, { name, expiresInDays });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }
  const expectRefusedKey = (response: Awaited<ReturnType<typeof api.program>>) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, data: null });
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="Sabal API", error="invalid_token"');
  };

  describe("without a key", () => {
    it("accepts a public form from a script that sends no Origin", async () => {
      const { policyNumber } = await insertPolicy(api.db);
      const filed = await api.program(null, "POST", "/api/claims", claimSubmission(policyNumber));
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json().data.claimNumber).toMatch(/^CLM-/);
      // Bad input is still the envelope with field errors, not a refusal of the caller.
      const invalid = await api.program(null, "POST", "/api/claims", {});
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ success: false, data: null });
    });

    it("answers a protected endpoint 401 in the envelope, with a Bearer challenge", async () => {
      for (const [method, url] of [
        ["POST", "/api/home/portals"],
        ["POST", "/api/portals"],
        ["GET", "/api/policies"],
      ] as const) {
        const response = await api.program(null, method, url, method === "GET" ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ data: null, success: false, message: "Sign in to continue.", errors: [] });
        expect(response.headers["www-authenticate"]).toBe('Bearer realm="Sabal API"');
      }
    });
  });

  describe("with a staff member's key", () => {
    it("reads and creates portals with no Origin, as that staff member", async () => {
      const { secret } = await keyOf(as.staff);
      const me = await api.program(secret, "GET", "/api/me");
      expect(me.json().data).toMatchObject({ id: as.staff.id, role: "staff" });

      const created = await api.program(secret, "POST", "/api/portals", { QsmConfigName: "Made by a script" });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ QsmConfigName: "Made by a script", sysCreatedBy: "Sam Staff" });

      const listed = await api.program(secret, "POST", "/api/home/portals", {});
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.items.map((portal: { QsmConfigName: string }) => portal.QsmConfigName)).toContain(
        "Made by a script",
      );
      const [audited] = await api.db.select().from(auditLog).where(eq(auditLog.action, "portal.create"));
      expect(audited?.actor).toBe(as.staff.id);
    });

    it("wins over a session cookie sent beside it, and needs no Origin then", async () => {
      const { secret } = await keyOf(as.staff);
      const both = await api.program(secret, "POST", "/api/portals", {}, { headers: { cookie: as.agent.cookie } });
      expect(both.statusCode, both.body).toBe(201);
      expect(both.json().data.sysCreatedBy).toBe("Sam Staff");
      // A refused key is anonymous: the cookie beside it does not stand in.
      const refused = await api.program(
        "sabal_not-a-key",
        "POST",
        "/api/home/portals",
        {},
        {
          headers: { cookie: as.staff.cookie },
        },
      );
      expectRefusedKey(refused);
    });

    it("counts against the same rate limits as any other caller", async () => {
      const { secret } = await keyOf(as.staff);
      const ask = (n: number) =>
        api.program(
          secret,
          "POST",
          "/api/member/access",
          { email: `someone-${n}@example.com`, policyNumber: "SRE-0000001" },
          { remoteAddress: "203.0.113.41" },
        );
      for (let n = 0; n < 10; n++) expect((await ask(n)).statusCode).toBe(202);
      expect((await ask(10)).statusCode).toBe(429);
    });
  });

  it("gives an agent's key exactly the agent's rights", async () => {
    const { secret } = await keyOf(as.agent);
    expect((await api.program(secret, "POST", "/api/portals", {})).statusCode).toBe(201);
    for (const [method, url] of [
      ["GET", "/api/claims"],
      ["GET", "/api/users"],
      ["GET", "/api/agents"],
    ] as const) {
      const refused = await api.program(secret, method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: "You are not allowed to do this." });
    }
  });

  describe("a key that no longer works is anonymous: 401", () => {
    it("once revoked on the account page", async () => {
      const { key, secret } = await keyOf(as.staff);
      expect((await api.program(secret, "POST", "/api/home/portals", {})).statusCode).toBe(200);
      const revoked = await api.call(as.staff, "DELETE", `${keysUrl}/${key.id}`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      const refused = await api.program(secret, "POST", "/api/home/portals", {});
      expectRefusedKey(refused);
      expect(refused.json().message).toBe("This API key is not valid: it is unknown, expired or revoked.");
      expect((await api.call(as.staff, "DELETE", `${keysUrl}/${key.id}`)).statusCode).toBe(404);
    });

    it("once expired", async () => {
      const { key, secret } = await keyOf(as.staff);
      await api.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, key.id));
      expectRefusedKey(await api.program(secret, "GET", "/api/policies"));
    });

    it("once its user is deactivated (which also revokes it) or is no longer staff or an agent", async () => {
      const agentKey = await keyOf(as.agent);
      // Deactivated in the database only: the key is checked against its user on every request.
      await api.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, as.agent.id));
      expectRefusedKey(await api.program(agentKey.secret, "GET", "/api/policies"));
      await api.db.update(user).set({ deactivatedAt: null }).where(eq(user.id, as.agent.id));
      expect((await api.program(agentKey.secret, "GET", "/api/policies")).statusCode).toBe(200);

      // Deactivated by staff: the key is revoked, so reactivating does not bring it back.
      const deactivated = await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { active: false });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      await api.call(as.staff, "PATCH", `/api/users/${as.agent.id}`, { active: true });
      expectRefusedKey(await api.program(agentKey.secret, "GET", "/api/policies"));

      const staffKey = await keyOf(as.staff);
      await api.db.update(user).set({ role: "member" }).where(eq(user.id, as.staff.id));
      expectRefusedKey(await api.program(staffKey.secret, "GET", "/api/policies"));
    });

    it("when it is not a key at all", async () => {
      for (const header of ["Bearer sabal_made-up", "Bearer", "Bearer two tokens"]) {
        const response = await api.program(null, "GET", "/api/policies", undefined, {
          headers: { authorization: header },
        });
        expectRefusedKey(response);
      }
    });
  });

  it("stores only a hash of the secret, and never shows it again", async () => {
    const { key, secret } = await keyOf(as.staff);
    expect(secret.startsWith(apiKeyMarker)).toBe(true);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const [stored] = await api.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored?.secretHash).toBe(hashApiKey(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(key.prefix.length));

    const listed = await api.call(as.staff, "GET", keysUrl);
    expect(listed.json().data).toEqual([key]);
    expect(listed.body).not.toContain(secret.slice(key.prefix.length));
    const trail = await api.db.select().from(auditLog).where(eq(auditLog.entityId, key.id));
    expect(trail.map((entry) => entry.action)).toEqual(["apiKey.create"]);
    expect(JSON.stringify(trail)).not.toContain(secret.slice(key.prefix.length));
    expect(JSON.stringify(trail)).not.toContain(stored!.secretHash);
  });

  it("lets each person list and revoke only their own keys, and not with a key", async () => {
    const staffKey = await keyOf(as.staff, "Export");
    const agentKey = await keyOf(as.agent, "Quotes");
    expect((await api.call(as.agent, "GET", keysUrl)).json().data.map((key: { name: string }) => key.name)).toEqual([
      "Quotes",
    ]);
    expect((await api.call(as.agent, "DELETE", `${keysUrl}/${staffKey.key.id}`)).statusCode).toBe(404);
    expect((await api.program(staffKey.secret, "GET", "/api/me")).statusCode).toBe(200);

    for (const [method, url, body] of [
      ["GET", keysUrl, undefined],
      ["POST", keysUrl, { name: "Successor", expiresInDays: 365 }],
      ["DELETE", `${keysUrl}/${agentKey.key.id}`, undefined],
    ] as const) {
      const refused = await api.program(agentKey.secret, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe("Sign in on the website to do this: an API key cannot.");
    }
    expect((await api.call(as.member, "GET", keysUrl)).statusCode).toBe(403);
    expect((await api.program(null, "GET", keysUrl)).statusCode).toBe(401);
  });

  it("checks a new key's name and lifetime, and how many a person holds", async () => {
    const invalid = await api.call(as.staff, "POST", keysUrl, { name: "  ", expiresInDays: 7 });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid.json())).toEqual(["expiresInDays", "name"]);
    expect(invalid.json().errors).toContainEqual({ field: "name", message: "Give the key a name." });
    expect(invalid.json().errors).toContainEqual({ field: "expiresInDays", message: "Choose 30, 90 or 365 days." });
    const { key } = await keyOf(as.staff, "Ninety days", 90);
    const days = (Date.parse(key.expiresAt) - Date.parse(key.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    for (let n = 1; n < apiKeysPerUser; n++) await keyOf(as.staff, `Key ${n}`);
    const over = await api.call(as.staff, "POST", keysUrl, { name: "One too many", expiresInDays: 30 });
    expect(over.statusCode).toBe(409);
    await api.call(as.staff, "DELETE", `${keysUrl}/${key.id}`);
    expect((await api.call(as.staff, "GET", keysUrl)).json().data).toHaveLength(apiKeysPerUser - 1);
    await keyOf(as.staff, "Room again");
  });

  it("writes 'last used' at most once a minute", async () => {
    const { key, secret } = await keyOf(as.staff);
    const lastUsed = async () =>
      (await api.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]?.lastUsedAt?.getTime() ?? null;
    expect(await lastUsed()).toBeNull();
    await api.program(secret, "GET", "/api/me");
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await api.program(secret, "GET", "/api/me");
    expect(await lastUsed()).toBe(first);
    const earlier = new Date(Date.now() - 2 * 60_000);
    await api.db.update(apiKeys).set({ lastUsedAt: earlier }).where(eq(apiKeys.id, key.id));
    await api.program(secret, "GET", "/api/me");
    expect(await lastUsed()).toBeGreaterThan(earlier.getTime());
  });

  it("still refuses a state-changing request with the session cookie from another site, or with no origin", async () => {
    for (const headers of [{ origin: "https://evil.example.net" }, { "sec-fetch-site": "cross-site" }, {}]) {
      const response = await api.app.inject({
        method: "POST",
        url: "/api/portals",
        headers: { cookie: as.staff.cookie, ...headers },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        message: "This request must come from the Sabal website.",
      });
    }
    const fromSite = await api.app.inject({
      method: "POST",
      url: "/api/portals",
      headers: { cookie: as.staff.cookie, origin: siteOrigin },
      payload: {},
    });
    expect(fromSite.statusCode).toBe(201);
    // Sign-in keeps the check even without any cookie.
    const signIn = await api.program(null, "POST", "/api/auth/sign-in/email", {
      email: "staff@example.com",
      password: "whatever",
    });
    expect(signIn.statusCode).toBe(403);
  });

  it("keeps staff without two-step verification out when it is required, with a key as with a session", async () => {
    const { secret } = await keyOf(as.staff);
    const strict = await api.otherApp({ staffTwoFactorRequired: true });
    const withKey = await strict.inject({
      method: "POST",
      url: "/api/home/portals",
      headers: { authorization: `Bearer ${secret}` },
      payload: {},
    });
    expect(withKey.statusCode).toBe(403);
    expect(withKey.json().message).toBe("Turn on two-step verification to continue.");
    const making = await strict.inject({
      method: "POST",
      url: keysUrl,
      headers: { cookie: as.staff.cookie, origin: siteOrigin },
      payload: { name: "Before enrolling", expiresInDays: 30 },
    });
    expect(making.statusCode).toBe(403);
    // Agents are not bound by the staff rule: their keys work.
    const agentKey = await keyOf(as.agent);
    const agent = await strict.inject({
      method: "GET",
      url: "/api/policies",
      headers: { authorization: `Bearer ${agentKey.secret}` },
    });
    expect(agent.statusCode).toBe(200);
  });
});
