import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../src/server/db/seed";
import { allows, roles, type Role } from "../../src/shared/permissions";
import { sessionCookie, siteOrigin } from "./support/sign-in";
import { buildTestApp, testConfig } from "./support/test-app";
import { resetDatabase, testDatabase } from "./support/test-database";

/** A concrete URL for a registered route pattern. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/\*$/, "get-session").replace(/:(\w+)/g, "1");
}

describe("every API route against every kind of caller", () => {
  let app: FastifyInstance;
  const cookies = new Map<Role | null, string | undefined>();

  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    await seedDemoData(database, testConfig());
    app = await buildTestApp();
    // Routes for the other kinds of rule, so the walk covers each of them.
    app.post("/api/test/gl-products-write", { config: { access: "glProducts.write" } }, async () => ({ done: true }));
    app.get("/api/test/signed-in", { config: { access: "signedIn" } }, async () => ({ done: true }));
    await app.ready();
    cookies.set(null, undefined);
    for (const role of roles) {
      cookies.set(role, await sessionCookie(app, `${role}@example.com`, testConfig().demoPassword));
    }
  });
  afterAll(() => app.close());

  it("knows the routes it walks", () => {
    expect(app.apiRoutes.length).toBeGreaterThan(3);
    expect(app.apiRoutes).toContainEqual({ method: "GET", url: "/api/me", access: "public" });
    expect(app.apiRoutes).toContainEqual({ method: "GET", url: "/api/health", access: "public" });
    expect(app.apiRoutes).toContainEqual({
      method: "POST",
      url: "/api/test/gl-products-write",
      access: "glProducts.write",
    });
  });

  it("answers each caller as the route's declared rule says", async () => {
    const mismatches: string[] = [];
    for (const route of app.apiRoutes) {
      for (const [role, cookie] of cookies) {
        const response = await app.inject({
          method: route.method as "GET",
          url: sampleUrl(route.url),
          headers: { origin: siteOrigin, ...(cookie ? { cookie } : {}) },
          ...(route.method === "GET" ? {} : { payload: {} }),
        });
        const allowed = allows(route.access, role);
        const expected = allowed ? "not 401/403" : role === null ? "401" : "403";
        const fine = allowed
          ? response.statusCode !== 401 && response.statusCode !== 403
          : response.statusCode === (role === null ? 401 : 403);
        if (!fine) {
          mismatches.push(
            `${route.method} ${route.url} (${route.access}) as ${role ?? "anonymous"}: ${response.statusCode}, expected ${expected}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps staff without two-step verification to their own account when it is required", async () => {
    const strict = await buildTestApp({ staffTwoFactorRequired: true });
    strict.get("/api/test/staff-status", { config: { access: "system.status" } }, async () => ({ done: true }));
    const cookie = await sessionCookie(strict, "staff@example.com", testConfig().demoPassword);
    const me = await strict.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().data).toMatchObject({ role: "staff", twoFactorEnabled: false, mustEnrolTwoFactor: true });
    const refused = await strict.inject({ method: "GET", url: "/api/test/staff-status", headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Turn on two-step verification to continue.");
    // Agents are not staff: the rule does not apply to them.
    const agent = await sessionCookie(strict, "agent@example.com", testConfig().demoPassword);
    const agentMe = await strict.inject({ method: "GET", url: "/api/me", headers: { cookie: agent } });
    expect(agentMe.json().data.mustEnrolTwoFactor).toBe(false);
    await strict.close();
  });

  it("refuses to register an API route that declares no rule", async () => {
    const bare = await buildTestApp();
    expect(() => bare.get("/api/undeclared", async () => "x")).toThrow(/declares no access rule/);
    await bare.close();
  });
});
