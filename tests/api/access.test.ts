import { beforeAll, describe, expect, it } from "vitest";
import { allows, can, roles, type Role } from "../../src/shared/permissions";
import { useApi, type Caller } from "./support/api-fixture";

/** A concrete URL for a registered route pattern. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/\*$/, "get-session").replace(/:(\w+)/g, "1");
}

describe("every API route against every kind of caller", () => {
  const api = useApi();

  beforeAll(async () => {
    // Routes for the other kinds of rule, so the walk covers each of them.
    api.app.post("/api/test/gl-products-write", { config: { access: "glProducts.write" } }, async () => ({
      done: true,
    }));
    api.app.get("/api/test/signed-in", { config: { access: "signedIn" } }, async () => ({ done: true }));
    await api.app.ready();
  });

  it("knows the routes it walks", () => {
    const { app } = api;
    expect(app.apiRoutes.length).toBeGreaterThan(3);
    expect(app.apiRoutes).toContainEqual({ method: "GET", url: "/api/me", access: "public" });
    expect(app.apiRoutes).toContainEqual({ method: "GET", url: "/api/health", access: "public" });
    expect(app.apiRoutes).toContainEqual({
      method: "POST",
      url: "/api/account/api-keys",
      access: "apiKeys.manage",
      sessionOnly: true,
    });
    expect(app.apiRoutes).toContainEqual({
      method: "POST",
      url: "/api/payments/notifications",
      access: "public",
      signatureOnly: true,
    });
    expect(app.apiRoutes).toContainEqual({
      method: "POST",
      url: "/api/test/gl-products-write",
      access: "glProducts.write",
    });
  });

  it("answers each caller as the route's declared rule says, signed in by session or by API key", async () => {
    const callers: { role: Role | null; who: Caller; key?: string }[] = [{ role: null, who: "anonymous" }];
    for (const role of roles) {
      const who = await api.loginAs(role);
      callers.push({ role, who });
      if (!can(role, "apiKeys.manage")) continue;
      const made = await api.call(who, "POST", "/api/account/api-keys", { name: "Route walk", expiresInDays: 30 });
      callers.push({ role, who: "anonymous", key: made.json().data.secret });
    }
    const mismatches: string[] = [];
    for (const route of api.app.apiRoutes) {
      for (const { role, who, key } of callers) {
        const payload = route.method === "GET" ? undefined : {};
        // From the site's origin with the key too, so that only the access rule decides.
        const response = await api.call(who, route.method as "GET", sampleUrl(route.url), payload, {
          headers: key ? { authorization: `Bearer ${key}` } : {},
        });
        const allowed = allows(route.access, role) && !(key && route.sessionOnly);
        // A route signed by its sender (the payment portal) refuses every unsigned caller alike, whoever they are.
        const expected = route.signatureOnly ? "401" : allowed ? "not 401/403" : role === null ? "401" : "403";
        const fine = route.signatureOnly
          ? response.statusCode === 401
          : allowed
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === (role === null ? 401 : 403);
        if (!fine) {
          mismatches.push(
            `${route.method} ${route.url} (${route.access}) as ${role ?? "anonymous"}${key ? " with a key" : ""}: ${response.statusCode}, expected ${expected}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps staff without two-step verification to their own account when it is required", async () => {
    const strict = await api.otherApp({ staffTwoFactorRequired: true });
    strict.get("/api/test/staff-status", { config: { access: "system.status" } }, async () => ({ done: true }));
    const { cookie } = await api.loginAs("staff");
    const me = await strict.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().data).toMatchObject({ role: "staff", twoFactorEnabled: false, mustEnrolTwoFactor: true });
    const refused = await strict.inject({ method: "GET", url: "/api/test/staff-status", headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Turn on two-step verification to continue.");
    // Agents are not staff: the rule does not apply to them.
    const agent = (await api.loginAs("agent")).cookie;
    const agentMe = await strict.inject({ method: "GET", url: "/api/me", headers: { cookie: agent } });
    expect(agentMe.json().data.mustEnrolTwoFactor).toBe(false);
  });

  it("refuses to register an API route that declares no rule", async () => {
    const bare = await api.otherApp();
    expect(() => bare.get("/api/undeclared", async () => "x")).toThrow(/declares no access rule/);
  });
});
