import type { FastifyInstance } from "fastify";
import type { AccessRule } from "../../../src/shared/permissions";
import { operationsOf, type ApiOperation } from "./openapi-operations";

export type MutatingMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** One state-changing route as the OpenAPI document describes it, with who may call it. */
export interface MutatingEndpoint extends ApiOperation {
  method: MutatingMethod;
  access: AccessRule;
}

const mutatingMethods: string[] = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * Every mutating endpoint, read from the OpenAPI document the zod route
 * schemas generate, so a new route is fuzzed without touching the test. The
 * access rule comes from the app's route table: it decides who can call it.
 */
export async function mutatingEndpoints(app: FastifyInstance): Promise<MutatingEndpoint[]> {
  const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Parameters<
    typeof operationsOf
  >[0];
  return operationsOf(document)
    .filter((operation) => mutatingMethods.includes(operation.method))
    .map((operation) => {
      const routeUrl = operation.path.replace(/\{(\w+)\}/g, ":$1");
      const route = app.apiRoutes.find(
        (candidate) => candidate.url === routeUrl && candidate.method === operation.method,
      );
      if (!route) throw new Error(`${operation.method} ${operation.path} is documented but not in the route table`);
      return { ...operation, method: operation.method as MutatingMethod, access: route.access };
    });
}
