import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { isRole } from "../../shared/permissions";
import { authBasePath, sessionCookieName, type Auth } from "../auth/auth";
import { sessionTokenOf } from "../auth/session-cookie";
import { bearerToken } from "../auth/api-key-secret";
import { authAnswerBody } from "../auth/auth-answer-language";
import { accountThrottleKey, createAuthThrottle, type Attempt, type AuthThrottle } from "../auth/auth-throttle";
import type { SessionActivity } from "../auth/session-activity";
import type { SignInRepository } from "../auth/sign-in-repository";
import type { AppConfig } from "../env";
import type { Identity } from "../auth/identity";
import { invalidField } from "../http-errors";
import type { ApiKeyService } from "../modules/api-keys/service";
import { TooManyAttempts } from "../rate-limit/attempt-limits";
import { languageOf } from "../request-language";

export type { Identity } from "../auth/identity";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    /** The sign-in and reset attempt counts (lockouts), which the user command's reset clears. */
    authThrottle: AuthThrottle;
    /** Whether this identity must turn on two-step verification before anything but its own account. */
    mustEnrolTwoFactor(identity: Identity): boolean;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, read once per request from the API key of an
     * `Authorization: Bearer` header or else from the session cookie; null
     * when anonymous (an unknown, expired or revoked key included).
     */
    identity(): Promise<Identity | null>;
  }
}

/**
 * One key per account whether it is named by e-mail or by username, so both
 * ways of signing in share one failure count; an unknown name keys itself.
 */
async function accountKey(signIns: SignInRepository, named: string): Promise<string> {
  const normalized = named.trim().toLowerCase();
  const id = await signIns.accountNamed(normalized);
  return id ? accountThrottleKey(id) : `name:${normalized}`;
}

const identityCache = new WeakMap<FastifyRequest, Promise<Identity | null>>();

/**
 * A Bearer header wins over a cookie sent beside it: the program chose the
 * key, and a request that a browser could not have forged (plugins/csrf.ts)
 * must not be answered with the browser's session. A refused key is anonymous.
 */
async function readIdentity(
  apiKeys: ApiKeyService,
  activity: SessionActivity,
  cookie: { name: string; secret: string },
  request: FastifyRequest,
): Promise<Identity | null> {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer !== null) return apiKeys.identify(bearer);
  const token = request.headers.cookie ? sessionTokenOf(request.headers.cookie, cookie.name, cookie.secret) : null;
  if (!token) return null;
  // An expired session (idle for an hour without Remember me) is none; a live one is renewed by `activity`.
  const found = await activity.use(token);
  if (!found || !isRole(found.user.role)) return null;
  return {
    userId: found.user.id,
    email: found.user.email,
    name: found.user.name,
    role: found.user.role,
    sessionId: found.id,
    apiKeyId: null,
    twoFactorEnabled: found.user.twoFactorEnabled === true,
  };
}

/**
 * The request as better-auth reads it. The body Fastify parsed goes on
 * re-serialized as JSON, so the content type must say JSON whatever the client
 * sent, and a POST always has one: some of better-auth's handlers read the
 * body unguarded (update-user without one, say a multipart form we do not
 * parse, fails with a 500). Null when the body is nested too deep for JSON.
 */
function toFetchRequest(request: FastifyRequest, url: URL): Request | null {
  const headers = fromNodeHeaders(request.headers);
  headers.delete("content-type");
  if (request.method === "GET") return new Request(url, { method: "GET", headers });
  let body: string;
  try {
    body = JSON.stringify(request.body ?? {});
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  headers.set("content-type", "application/json");
  return new Request(url, { method: request.method, headers, body });
}

/**
 * Mounts better-auth under /api/auth (its own validation, Origin check and
 * cookies) by turning the Fastify request into a Fetch Request and copying
 * every answer header back, each Set-Cookie included.
 */
export async function registerAuth(
  app: FastifyInstance,
  config: AppConfig,
  {
    auth,
    activity,
    apiKeys,
    signIns,
  }: { auth: Auth; activity: SessionActivity; apiKeys: ApiKeyService; signIns: SignInRepository },
): Promise<void> {
  app.decorate("auth", auth);
  const sessionCookie = { name: sessionCookieName(config), secret: config.authSecret };
  app.decorate(
    "mustEnrolTwoFactor",
    (identity: Identity) => config.staffTwoFactorRequired && identity.role === "staff" && !identity.twoFactorEnabled,
  );
  app.decorateRequest("identity", function (this: FastifyRequest) {
    let identity = identityCache.get(this);
    if (!identity) {
      identity = readIdentity(apiKeys, activity, sessionCookie, this);
      identityCache.set(this, identity);
    }
    return identity;
  });

  const throttle = createAuthThrottle(config.redisUrl);
  app.decorate("authThrottle", throttle);
  app.addHook("onClose", () => throttle.close());

  app.route({
    method: ["GET", "POST"],
    url: `${authBasePath}/*`,
    config: { access: "public" },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, config.publicUrl);
      const body = request.body as { email?: unknown; username?: unknown } | undefined;
      const named = body?.email ?? body?.username;
      const attempt: Attempt = {
        path: url.pathname.slice(authBasePath.length),
        ip: request.ip,
        account: typeof named === "string" ? await accountKey(signIns, named) : undefined,
      };
      const waitSeconds = await throttle.check(attempt);
      if (waitSeconds !== null) {
        request.log.warn({ path: attempt.path }, "auth attempt rate-limited");
        throw new TooManyAttempts(waitSeconds);
      }

      const forwarded = toFetchRequest(request, url);
      if (!forwarded) throw invalidField("body", "request.nestedTooDeeply");
      const response = await auth.handler(forwarded);
      await throttle.record(attempt, response.ok);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        // Fastify counts the length of the body it sends, which may be a translation.
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(await authAnswerBody(response, languageOf(request)));
    },
  });
}
