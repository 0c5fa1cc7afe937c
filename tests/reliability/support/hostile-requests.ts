import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { allows } from "../../../src/shared/permissions";
import type { DemoCallers, DemoLogin } from "./demo-callers";
import { siteOrigin } from "../../api/support/sign-in";
import { hostileBody, type HostileBody } from "./hostile-bodies";
import { longHeader, withLongHeader, type LongHeader } from "./hostile-headers";
import { queryString, urlValue } from "./hostile-url";
import { idsForPathParam, type KnownIds } from "./known-ids";
import type { MutatingEndpoint } from "./mutating-endpoints";

export interface HostileRequest {
  caller: DemoLogin;
  method: MutatingEndpoint["method"];
  url: string;
  body: HostileBody;
  longHeader: LongHeader | null;
  /** A different address per request, so per-IP attempt limits do not hide the routes behind 429s. */
  remoteAddress: string;
}

const roleOf = { staff: "staff", agent: "agent", member: "member" } as const;

/** Who can get past the route's access rule to its validation: anonymous for public forms, else each role allowed. */
function callersFor(endpoint: MutatingEndpoint): DemoLogin[] {
  if (endpoint.access === "public") return ["anonymous", "member"];
  return (Object.keys(roleOf) as (keyof typeof roleOf)[]).filter((login) => allows(endpoint.access, roleOf[login]));
}

/** Requests for one endpoint, generated from its path template, query parameters and body schema. */
export function hostileRequest(endpoint: MutatingEndpoint, known: KnownIds): fc.Arbitrary<HostileRequest> {
  const segments = endpoint.pathParams.map((param) => urlValue(idsForPathParam(known, endpoint.path, param)));
  const path = fc.tuple(...segments).map((values) => {
    let url = endpoint.path;
    endpoint.pathParams.forEach((param, index) => (url = url.replace(`{${param}}`, values[index]!)));
    return url;
  });
  const query = queryString(endpoint.query.map(({ name }) => ({ name, ids: known[name] ?? [] })));
  return fc.record({
    caller: fc.constantFrom(...callersFor(endpoint)),
    method: fc.constant(endpoint.method),
    url: fc.tuple(path, query).map(([pathPart, queryPart]) => pathPart + queryPart),
    body: hostileBody(endpoint.jsonBody),
    longHeader,
    remoteAddress: fc.ipV4(),
  });
}

/** Sends it the way the site would (Origin, session cookie), plus whatever the request makes hostile. */
export function sendHostile(
  app: FastifyInstance,
  callers: DemoCallers,
  request: HostileRequest,
): Promise<LightMyRequestResponse> {
  const cookie = callers.cookie(request.caller);
  const headers: Record<string, string> = {
    origin: siteOrigin,
    ...(cookie ? { cookie } : {}),
    ...(request.body.contentType ? { "content-type": request.body.contentType } : {}),
  };
  return app.inject({
    method: request.method,
    url: request.url,
    headers: withLongHeader(headers, request.longHeader),
    remoteAddress: request.remoteAddress,
    ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
  });
}

/** A short account of a request for a failure message: not the megabytes of it. */
export function describeRequest(request: HostileRequest): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const payload = request.body.payload;
  const body =
    payload === undefined ? "(no body)" : Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : clip(payload);
  const header = request.longHeader ? ` with ${request.longHeader.value.length}-char ${request.longHeader.name}` : "";
  return `${request.caller} ${request.method} ${clip(request.url)} [${request.body.contentType ?? "no content type"}]${header}: ${body}`;
}
