/**
 * The API's operations as its OpenAPI document (generated from the route
 * schemas) lists them, so a scenario that walks "every endpoint" keeps up
 * with new routes without a hand-kept list.
 */
/** The part of JSON Schema (as the OpenAPI document writes zod schemas) the scenarios read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 style: true when `minimum` itself is excluded. */
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface ApiOperation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  /** Placeholders of the path itself (the document may list more parameters than the path has). */
  pathParams: string[];
  query: { name: string; required: boolean }[];
  /** The JSON body's schema; null when the operation takes none (no body, or multipart). */
  jsonBody: JsonSchema | null;
  /** Authenticated by its own signature, by no user's credential (the payment portal's notification). */
  signatureOnly: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === "query")
        .map(({ name, required }) => ({ name, required: required === true })),
      jsonBody: operation.requestBody?.content?.["application/json"]?.schema ?? null,
      signatureOnly: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}

/** The operation's URL with its placeholders filled (each value URL-encoded) and an optional query. */
export function urlOf(operation: ApiOperation, values: Record<string, string>, query: Record<string, string> = {}) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
