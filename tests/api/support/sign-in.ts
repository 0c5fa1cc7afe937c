import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { testConfig } from "./test-app";

/** The Origin a browser on the site sends; better-auth refuses others. */
export const siteOrigin = testConfig().publicUrl;

/** The session cookie(s) of an answer, as a Cookie request header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

export function signIn(
  app: FastifyInstance,
  login: string,
  password: string,
  { rememberMe = true }: { rememberMe?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const byEmail = login.includes("@");
  return app.inject({
    method: "POST",
    url: byEmail ? "/api/auth/sign-in/email" : "/api/auth/sign-in/username",
    headers: { origin: siteOrigin },
    payload: byEmail ? { email: login, password, rememberMe } : { username: login, password, rememberMe },
  });
}

/** Signs in and returns the Cookie header of the new session; fails the test if sign-in fails. */
export async function sessionCookie(app: FastifyInstance, login: string, password: string): Promise<string> {
  const response = await signIn(app, login, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${login} failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}
