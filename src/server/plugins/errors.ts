import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { failure, type FieldError } from "../../shared/api";

/**
 * Turns every error into the API envelope with the right status. Messages for
 * 5xx are generic: stack traces and internals go to the log, never the client.
 */

const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
};

function fieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const path = issue.instancePath.split("/").filter(Boolean).join(".");
    return { field: path || (error.validationContext ?? "body"), message: issue.message ?? "Invalid value." };
  });
}

function statusOf(error: FastifyError): number {
  if (hasZodFastifySchemaValidationErrors(error)) return 400;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send(failure(status === 503 ? "Service unavailable." : "Internal server error."));
    }
    const errors = fieldErrors(error);
    const message = errors.length > 0 ? "Invalid input." : (messagesByCode[error.code] ?? error.message);
    return reply.code(status).send(failure(message, errors));
  });
}
