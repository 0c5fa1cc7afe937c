import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { callerOf } from "./data-scope";

/**
 * The session a request came with, for account changes that better-auth makes
 * for the signed-in user: its id (the session kept when the others end) and
 * the request's headers, which carry the session cookie.
 */
export interface SessionCredentials {
  sessionId: string;
  headers: Headers;
}

/** For routes only a browser session may call (`config.sessionOnly`). */
export async function sessionCredentialsOf(request: FastifyRequest): Promise<SessionCredentials> {
  const { sessionId } = await callerOf(request);
  if (!sessionId) throw new Error("a sessionOnly route was called without a session");
  return { sessionId, headers: fromNodeHeaders(request.headers) };
}
