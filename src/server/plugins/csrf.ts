import type { FastifyInstance, FastifyRequest } from "fastify";
import { bearerToken } from "../auth/api-key-secret";
import { authBasePath, authCookiePrefix } from "../auth/auth";
import { HttpError } from "../http-errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const betterAuthRoute = `${authBasePath}/*`;

function comesFromSite(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin) return trustedOrigins.includes(origin);
  // Browsers that omit Origin on same-origin requests still send Fetch Metadata.
  return request.headers["sec-fetch-site"] === "same-origin";
}

/** Whether the request carries one of better-auth's cookies: a session, or a two-step sign-in under way. */
function carriesAuthCookie(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(";").some((pair) => {
    const name = (pair.split("=", 1)[0] ?? "").trim().replace(/^__(Secure|Host)-/, "");
    return name.startsWith(`${authCookiePrefix}.`);
  });
}

/**
 * Forgery needs something a browser adds by itself: the session cookie. So
 * the check covers state-changing requests that carry it, and better-auth's
 * endpoints whatever they carry: sign-in above all (another site must not
 * sign a visitor into an account of its choosing), and the rest of the
 * site's own account machinery, which programs have no use for. A request
 * without credentials (a script filing a claim) has nothing to forge, and
 * one with `Authorization: Bearer` cannot come from another site's page (a
 * browser adds that header only after a CORS preflight we never grant); its
 * key is what signs it in, never a cookie sent beside it (plugins/auth.ts).
 */
function needsSiteOrigin(request: FastifyRequest): boolean {
  if (request.routeOptions.url === betterAuthRoute) return true;
  if (!carriesAuthCookie(request.headers.cookie)) return false;
  return bearerToken(request.headers.authorization) === null;
}

/**
 * Cross-site request forgery: a state-changing /api request that needs it
 * (above) must come from the site itself (Origin, or Sec-Fetch-Site for
 * browsers that omit it), on top of the SameSite session cookie.
 */
export function registerCsrfProtection(app: FastifyInstance, trustedOrigins: string[]): void {
  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith("/api/")) return;
    // No route, nothing to forge: the not-found answer follows.
    if (!request.routeOptions.url) return;
    if (!needsSiteOrigin(request) || comesFromSite(request, trustedOrigins)) return;
    request.log.warn({ origin: request.headers.origin ?? null }, "cross-site request refused");
    throw new HttpError(403, "request.crossSite");
  });
}
