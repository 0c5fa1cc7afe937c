import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-errors";
import { allows, type AccessRule } from "../../shared/permissions";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (src/shared/permissions.ts). Required on every /api route. */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every /api route with its rule, for the route-by-role test and the docs. */
    apiRoutes: { method: string; url: string; access: AccessRule }[];
  }
}

const isApi = (url: string) => url === "/api" || url.startsWith("/api/");
// The OpenAPI document and its viewer describe the public shape of the API.
const isApiDocs = (url: string) => url.startsWith("/api/docs") || url === "/api/openapi.json";

/**
 * Every /api route must declare who may call it: registering one without a
 * rule fails at start. The rule is checked before the body is even parsed:
 * anonymous callers get 401, signed-in users without the permission 403.
 * Outside /api are the site's pages, open to all, and /metrics, read by a
 * scraper that has a token rather than a role (plugins/metrics.ts checks it).
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate("apiRoutes", []);

  app.addHook("onRoute", (route) => {
    if (!isApi(route.url)) return;
    route.config = { ...route.config, access: route.config?.access ?? (isApiDocs(route.url) ? "public" : undefined) };
    const access = route.config.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === "public") return;
    const identity = await request.identity();
    if (!identity) throw new HttpError(401, "access.signIn");
    if (!allows(rule, identity.role)) throw new HttpError(403, "access.notAllowed");
    // "signedIn" routes (the user's own account) stay open, so the user can enrol.
    if (rule !== "signedIn" && app.mustEnrolTwoFactor(identity)) throw new HttpError(403, "access.twoFactorRequired");
  });
}
