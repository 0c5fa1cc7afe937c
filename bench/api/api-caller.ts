/** A JSON API call as a signed-in user, answering the envelope's data; a refusal throws with its message. */
export type ApiCall = <T>(method: string, path: string, body?: object) => Promise<T>;

export function apiCaller(serverUrl: string, cookie: string): ApiCall {
  return async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${serverUrl}${path}`, {
      method,
      headers: { origin: serverUrl, cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? ""}`);
    return answer.data;
  };
}
