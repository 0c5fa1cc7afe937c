import type { FastifySchemaCompiler } from "fastify";
import { safeParse, type $ZodIssue, type $ZodType } from "zod/v4/core";

/**
 * A request that broke its route's schema: 400, with zod's issues as they
 * are, so plugins/errors.ts can word each one in the request's language.
 * Fastify adds `validationContext` (body, querystring, params).
 */
export class InvalidRequest extends Error {
  statusCode = 400;
  validationContext?: string;

  constructor(
    readonly issues: $ZodIssue[],
    /** Where the answer puts an issue, when not at its path (default: the path, or the part it is about). */
    readonly fieldOf?: (issue: $ZodIssue) => string,
  ) {
    super("Invalid input.");
    this.name = "InvalidRequest";
  }
}

/**
 * Validates params, query and body with the route's zod schemas, like
 * fastify-type-provider-zod's compiler, but keeps the issues whole: each
 * carries the value it judged (`reportInput`), which zod's own words for a
 * rule need in any language ("expected string, received number").
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new InvalidRequest(result.error.issues) };
  };
