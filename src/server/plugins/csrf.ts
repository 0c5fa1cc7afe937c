import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function comesFromSite(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin) return trustedOrigins.includes(origin);
  // Browsers that omit Origin on same-origin requests still send Fetch Metadata.
  return request.headers["sec-fetch-site"] === "same-origin";
}

/**
 * Cross-site request forgery: every state-changing /api request must come
 * from the site itself (Origin, or Sec-Fetch-Site for browsers that omit it),
 * on top of the SameSite session cookie. This covers sign-in too, so another
 * site cannot sign a visitor into an account of its choosing.
 */
export function registerCsrfProtection(app: FastifyInstance, trustedOrigins: string[]): void {
  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith("/api/")) return;
    // No route, nothing to forge: the not-found answer follows.
    if (!request.routeOptions.url) return;
    if (comesFromSite(request, trustedOrigins)) return;
    request.log.warn({ origin: request.headers.origin ?? null }, "cross-site request refused");
    throw new HttpError(403, "request.crossSite");
  });
}
