import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { apiDocsPolicy, resourcePolicy } from "../security/content-security-policy";

/**
 * Security headers on every answer: helmet's set (nosniff, Referrer-Policy,
 * X-Frame-Options, cross-origin policies, HSTS in production), a
 * Permissions-Policy that turns off browser features the site never uses,
 * and a Content-Security-Policy: the site plugin gives each page its own,
 * and anything else gets a policy under which nothing runs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header(
      "permissions-policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", request.url.startsWith("/api/docs") ? apiDocsPolicy : resourcePolicy);
    }
  });
}
