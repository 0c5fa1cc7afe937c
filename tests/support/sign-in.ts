// How the browser and HTTP-server tests sign in (the in-process API tests use
// tests/api/support/sign-in.ts): by e-mail, through the real endpoint of a running server.

/** Who signs in, and the site origin the server's CSRF check expects (its PUBLIC_URL). */
export interface SignInRequest {
  email: string;
  password: string;
  origin: string;
  /** A session that outlives the browser; on unless turned off. */
  rememberMe?: boolean;
  headers?: Record<string, string>;
}

/** A browser's cookie jar, as Playwright's BrowserContext has it. */
interface CookieJar {
  addCookies(cookies: { name: string; value: string; url: string }[]): Promise<void>;
}

/** Signs in and answers the response, for callers that expect a refusal. */
export function postSignIn(
  serverUrl: string,
  { email, password, origin, rememberMe = true, headers = {} }: SignInRequest,
) {
  return fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify({ email, password, rememberMe }),
  });
}

/** The cookies a successful sign-in sets; fails when sign-in fails. */
async function sessionCookies(serverUrl: string, request: SignInRequest): Promise<{ name: string; value: string }[]> {
  const response = await postSignIn(serverUrl, request);
  if (!response.ok) throw new Error(`sign-in as ${request.email} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(";")[0]!;
    const equals = pair.indexOf("=");
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
}

/** Signs in and answers the session cookie, ready for a `cookie` header. */
export async function signIn(serverUrl: string, request: SignInRequest): Promise<string> {
  return (await sessionCookies(serverUrl, request)).map(({ name, value }) => `${name}=${value}`).join("; ");
}

/** Signs a browser in: the session a real sign-in gives, put into its cookie jar. */
export async function signInBrowser(browser: CookieJar, serverUrl: string, request: SignInRequest): Promise<void> {
  const cookies = await sessionCookies(serverUrl, request);
  await browser.addCookies(cookies.map((cookie) => ({ ...cookie, url: serverUrl })));
}
