import { reportTypes } from "../../../src/shared/report";
import { maxPageSize } from "../../../src/shared/policy";
import { urlOf, type ApiOperation } from "./openapi-operations";
import { sampleOf } from "./sample-body";

/** One request of the enumeration, before anyone sends it. */
export interface PlannedRequest {
  endpoint: string;
  method: string;
  url: string;
  payload?: unknown;
  /** Sent as a multipart form with a small PDF, these being its text fields. */
  form?: Record<string, string>;
  /** The record ids the request asks to reach (not the filters it merely narrows a list by). */
  reaches: string[];
}

/** The caller's own records, for the path parameters a probe is not varying. */
export interface OwnRecords {
  portal: string;
  policy: string;
  /** A document of theirs on `portal`, still open to change. */
  document: string;
  account: string;
}

const endpointOf = (operation: ApiOperation) => `${operation.method} ${operation.path}`;
// A lone id in the query names the record (Account_OnOpen?accountId=); beside other filters it narrows a list.
const isList = (operation: ApiOperation) => operation.query.length > 1;
// camelCase ids (policyId, documentId, agentId), not SchemaID, which is free text.
const idLike = (name: string) => /[a-z]Id$/.test(name);
// Reads first and deletions last, so the caller's own records still exist while the others run.
const methodOrder = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const inMethodOrder = (operations: ApiOperation[]) =>
  [...operations].sort((a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method));

/** The caller's own value for a path parameter, or undefined when the route is about something else. */
function ownValue(operation: ApiOperation, param: string, own: OwnRecords): string | undefined {
  if (param === "docId") return own.document;
  if (operation.path.startsWith("/api/portal/")) return own.portal;
  if (operation.path.startsWith("/api/policies/")) return own.policy;
  return undefined;
}

function ownPath(operation: ApiOperation, own: OwnRecords): Record<string, string> | undefined {
  const values = operation.pathParams.map((param) => [param, ownValue(operation, param, own)] as const);
  const known = values.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  return known.length === values.length ? Object.fromEntries(known) : undefined;
}

function request(
  operation: ApiOperation,
  path: Record<string, string>,
  reaches: string[],
  extra: { query?: Record<string, string>; payload?: unknown } = {},
): PlannedRequest {
  const payload = extra.payload ?? (operation.jsonBody ? sampleOf(operation.jsonBody) : undefined);
  return {
    endpoint: endpointOf(operation),
    method: operation.method,
    url: urlOf(operation, path, extra.query),
    payload,
    reaches,
  };
}

/**
 * Every route with a path parameter, for every method, with every candidate
 * id in each parameter; where a route has two (a portal and its document),
 * each is varied with the other held at the caller's own record, and the
 * other book's documents are tried on their own portals.
 */
export function pathProbes(
  operations: ApiOperation[],
  candidates: string[],
  own: OwnRecords,
  documentsOnPortals: { portal: string; document: string }[],
): PlannedRequest[] {
  return inMethodOrder(operations)
    .filter((operation) => operation.pathParams.length > 0)
    .flatMap((operation) => {
      const [first, second] = operation.pathParams as [string, string | undefined];
      if (!second) return candidates.map((id) => request(operation, { [first]: id }, [id]));
      return [
        ...candidates.map((id) => request(operation, { [first]: own.portal, [second]: id }, [id])),
        ...candidates.map((id) => request(operation, { [first]: id, [second]: own.document }, [id])),
        ...documentsOnPortals.map(({ portal, document }) =>
          request(operation, { [first]: portal, [second]: document }, [portal, document]),
        ),
      ];
    });
}

/** Query parameters that name a record (accountId, productId, a policyId filter), with every candidate id. */
export function queryIdProbes(operations: ApiOperation[], candidates: string[], own: OwnRecords): PlannedRequest[] {
  return inMethodOrder(operations).flatMap((operation) => {
    const path = ownPath(operation, own);
    if (!path) return [];
    return operation.query
      .map(({ name }) => name)
      .filter(idLike)
      .flatMap((param) =>
        candidates.map((id) => request(operation, path, isList(operation) ? [] : [id], { query: { [param]: id } })),
      );
  });
}

/** Free-text search of every list (query q, search, searchTerm, or a searchTerm body) with each term. */
export function searchProbes(operations: ApiOperation[], terms: string[], own: OwnRecords): PlannedRequest[] {
  return operations.flatMap((operation) => {
    const path = ownPath(operation, own);
    if (!path) return [];
    const queryParam = operation.query
      .map(({ name }) => name)
      .find((param) => ["q", "search", "searchTerm"].includes(param));
    const inBody = operation.jsonBody?.properties?.searchTerm !== undefined;
    return terms.flatMap((term) => [
      ...(queryParam ? [request(operation, path, [], { query: { [queryParam]: term } })] : []),
      ...(inBody
        ? [request(operation, path, [], { payload: { ...(sampleOf(operation.jsonBody) as object), searchTerm: term } })]
        : []),
    ]);
  });
}

/**
 * Ids in request bodies: linking a policy, attaching an upload, naming an
 * agent. An agentId is not a record to reach (an agent's records are always
 * their own), so it may succeed; what it changed is judged by the snapshot.
 */
export function bodyIdProbes(operations: ApiOperation[], ids: string[], own: OwnRecords): PlannedRequest[] {
  return inMethodOrder(operations).flatMap((operation) => {
    const path = ownPath(operation, own);
    const properties = Object.keys(operation.jsonBody?.properties ?? {}).filter(idLike);
    if (!path || properties.length === 0) return [];
    const query = operation.query.some(({ name }) => name === "accountId") ? { accountId: own.account } : undefined;
    return properties.flatMap((property) =>
      ids.map((id) =>
        request(operation, path, property === "agentId" ? [] : [id], {
          query,
          payload: { ...(sampleOf(operation.jsonBody) as object), [property]: id },
        }),
      ),
    );
  });
}

// Reads sent as POST: the dashboard's filtered list, its export, and the reports.
const postedReads = ["/api/home/portals", "/api/reports/"];

/** Every list, dashboard and report the caller can ask for without naming anything. */
export function unfilteredProbes(operations: ApiOperation[], own: OwnRecords): PlannedRequest[] {
  return operations
    .filter((operation) => operation.method === "GET" || postedReads.some((path) => operation.path.startsWith(path)))
    .flatMap((operation) => {
      if (operation.path.startsWith("/api/reports/")) {
        return reportTypes.map((type) => request(operation, { type }, [], { payload: { format: "csv" } }));
      }
      const path = ownPath(operation, own);
      if (!path) return [];
      return [request(operation, path, [], isList(operation) ? { query: { pageSize: String(maxPageSize) } } : {})];
    });
}

/** Uploads filed on another's portal or policy (POST /api/upload's text fields), by each id. */
export function uploadProbes(ids: string[]): PlannedRequest[] {
  return ["portalId", "policyId"].flatMap((field) =>
    ids.map((id) => ({
      endpoint: "POST /api/upload",
      method: "POST",
      url: "/api/upload",
      form: { [field]: id },
      reaches: [id],
    })),
  );
}
