import { multipartBody, type UploadFile } from "../../api/support/multipart";

/**
 * Calls the running server's API as the site's own pages do: from its origin
 * (the CSRF check wants it), as the person whose session cookie is given, or
 * as an anonymous visitor. A refused call fails the scenario with the answer.
 */
export interface XssApiClient {
  json<T>(method: "GET" | "POST" | "PUT" | "PATCH", path: string, body?: unknown, cookie?: string): Promise<T>;
  upload<T>(path: string, fields: Record<string, string>, file: UploadFile, cookie?: string): Promise<T>;
  /** The raw answer, for the header checks. */
  raw(method: "GET" | "POST", path: string, cookie?: string, body?: unknown): Promise<Response>;
}

export function xssApiClient(serverUrl: string): XssApiClient {
  async function send<T>(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
    const response = await fetch(`${serverUrl}${path}`, { method, headers: { origin: serverUrl, ...headers }, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }
  const cookieHeader = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

  return {
    json: (method, path, body, cookie) =>
      send(
        method,
        path,
        { ...cookieHeader(cookie), ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body === undefined ? undefined : JSON.stringify(body),
      ),
    upload(path, fields, file, cookie) {
      const { payload, contentType } = multipartBody(fields, file);
      // A copy as a plain Uint8Array: what fetch takes as a body in both the Node and the DOM typings.
      return send("POST", path, { ...cookieHeader(cookie), "content-type": contentType }, new Uint8Array(payload));
    },
    raw: (method, path, cookie, body) =>
      fetch(`${serverUrl}${path}`, {
        method,
        headers: {
          origin: serverUrl,
          ...cookieHeader(cookie),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
