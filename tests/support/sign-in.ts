/** Who signs in, and the site origin the server's CSRF check expects (its PUBLIC_URL). */
export interface SignInRequest {
  email: string;
  password: string;
  origin: string;
  headers?: Record<string, string>;
}

/** Signs in by e-mail through the real endpoint; answers the response, for callers that expect a refusal. */
export function postSignIn(serverUrl: string, { email, password, origin, headers = {} }: SignInRequest) {
  return fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
}

/** Signs in and answers the session cookie, ready for a `cookie` header. */
export async function signIn(serverUrl: string, request: SignInRequest): Promise<string> {
  const response = await postSignIn(serverUrl, request);
  if (!response.ok) throw new Error(`sign-in as ${request.email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
