import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { multipartBody, type UploadFile } from "./multipart";
import { siteOrigin } from "./sign-in";

export interface CallOptions {
  /** The caller's IP address, for the limits counted per address. */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** One call with the caller's credentials; the test's own headers go on top. */
function inject(
  app: FastifyInstance,
  credentials: Record<string, string>,
  method: InjectOptions["method"],
  url: string,
  payload: InjectOptions["payload"] | undefined,
  { remoteAddress, headers = {} }: CallOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...credentials, ...headers },
    ...(payload === undefined ? {} : { payload }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * Calls the API with a session cookie (or none), from the site's origin, as
 * the site's own pages do.
 */
export function callWithCookie(
  app: FastifyInstance,
  cookie: string | undefined,
  method: InjectOptions["method"],
  url: string,
  payload?: InjectOptions["payload"],
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return inject(app, { origin: siteOrigin, ...(cookie ? { cookie } : {}) }, method, url, payload, options);
}

/**
 * Calls the API as an outside program does (a script, a partner's system):
 * no Origin and no cookie, with `Authorization: Bearer <key>` when given a key.
 */
export function callAsProgram(
  app: FastifyInstance,
  key: string | null,
  method: InjectOptions["method"],
  url: string,
  payload?: InjectOptions["payload"],
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return inject(app, key === null ? {} : { authorization: `Bearer ${key}` }, method, url, payload, options);
}

/** Posts a form with a file, as a browser's upload does. */
export function uploadWithCookie(
  app: FastifyInstance,
  cookie: string | undefined,
  url: string,
  fields: Record<string, string>,
  file?: UploadFile,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody(fields, file);
  return callWithCookie(app, cookie, "POST", url, body.payload, {
    ...options,
    headers: { ...options.headers, "content-type": body.contentType },
  });
}
