import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-errors";
import { allows, type AccessRule } from "../../shared/permissions";
import { bearerToken } from "../auth/api-key-secret";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (src/shared/permissions.ts). Required on every /api route. */
    access?: AccessRule;
    /** Only a browser session may call it, not an API key (managing the keys themselves). */
    sessionOnly?: boolean;
    /**
     * A "public" route that authenticates the request itself, by its sender's
     * signature (the payment portal's notification): a session or key changes
     * nothing, and whoever cannot sign gets 401 from the route.
     */
    signatureOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its rule, for the route-by-role test and the docs. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: AccessRule;
  sessionOnly?: true;
  signatureOnly?: true;
}

/** RFC 6750: a 401 names the scheme that would work, and says when the token sent was refused. */
const challenge = 'Bearer realm="Sabal API"';
const refusedKey = `${challenge}, error="invalid_token"`;

const isApi = (url: string) => url === "/api" || url.startsWith("/api/");
// The OpenAPI document and its viewer describe the public shape of the API.
const isApiDocs = (url: string) => url.startsWith("/api/docs") || url === "/api/openapi.json";

/**
 * Every /api route must declare who may call it: registering one without a
 * rule fails at start. The rule is checked before the body is even parsed:
 * anonymous callers get 401 (with a Bearer challenge: programs sign in with
 * an API key), signed-in users without the permission 403. A caller is signed
 * in by a session cookie or an API key alike (plugins/auth.ts), so a key has
 * exactly its user's rights, two-step rule included; only `sessionOnly`
 * routes tell the two apart.
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
      if (method !== "HEAD")
        app.apiRoutes.push({
          method,
          url: route.url,
          access,
          ...(route.config.sessionOnly ? { sessionOnly: true } : {}),
          ...(route.config.signatureOnly ? { signatureOnly: true } : {}),
        });
    }
  });

  app.addHook("onRequest", async (request, reply) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === "public") return;
    const identity = await request.identity();
    if (!identity) {
      const keyRefused = bearerToken(request.headers.authorization) !== null;
      reply.header("www-authenticate", keyRefused ? refusedKey : challenge);
      throw new HttpError(401, keyRefused ? "access.keyRefused" : "access.signIn");
    }
    if (!allows(rule, identity.role)) throw new HttpError(403, "access.notAllowed");
    if (request.routeOptions.config.sessionOnly && identity.apiKeyId) throw new HttpError(403, "access.sessionOnly");
    // "signedIn" routes (the user's own account) stay open, so the user can enrol.
    if (rule !== "signedIn" && app.mustEnrolTwoFactor(identity)) throw new HttpError(403, "access.twoFactorRequired");
  });
}
