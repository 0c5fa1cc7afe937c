import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { failure, type FieldError } from "../../shared/api";
import { isDatabaseUnavailable } from "../db/unavailable";
import { HttpError } from "../http-errors";
import { TooManyAttempts } from "../rate-limit/attempt-limits";

/**
 * Turns every error into the API envelope with the right status. Messages for
 * 5xx are generic: stack traces and internals go to the log, never the client.
 */

const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_FILES_LIMIT: "Send one file at a time.",
  FST_PARTS_LIMIT: "The form has too many parts.",
  FST_FIELDS_LIMIT: "The form has too many fields.",
};

const unavailableMessage = "Service unavailable. Please try again in a moment.";
const retryAfterSeconds = 5;

/** The field errors of a refusal: those a service gave, or those of the schema the request failed. */
export function fieldErrors(error: FastifyError): FieldError[] {
  if (error instanceof HttpError) return error.errors;
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const path = issue.instancePath.split("/").filter(Boolean).join(".");
    return { field: path || (error.validationContext ?? "body"), message: issue.message ?? "Invalid value." };
  });
}

/** PostgreSQL's unique_violation, raised directly or wrapped by Drizzle. */
function isUniqueViolation(error: FastifyError): boolean {
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return code === "23505";
}

function statusOf(error: FastifyError): number {
  if (hasZodFastifySchemaValidationErrors(error)) return 400;
  // The database is down or cut off: nothing was wrong with the request, and trying again later will work.
  if (isDatabaseUnavailable(error)) return 503;
  // Two requests racing past a uniqueness check: the database settles it.
  if (isUniqueViolation(error)) return 409;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    // A 5xx the code decided on (a feature not configured, say) keeps its message; any other hides the internals.
    if (status >= 500 && error instanceof HttpError) return reply.code(status).send(failure(error.message));
    if (status === 503) {
      // Expected during an outage or overload (a database restart, a handler over its time): a warning, not a fault.
      request.log.warn({ err: error }, "service unavailable");
      return reply.code(503).header("retry-after", String(retryAfterSeconds)).send(failure(unavailableMessage));
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send(failure("Internal server error."));
    }
    if (error instanceof TooManyAttempts) {
      return reply
        .code(429)
        .header("retry-after", String(error.retryAfterSeconds))
        .send({ ...failure(error.message), data: { retryAfterSeconds: error.retryAfterSeconds } });
    }
    const errors = fieldErrors(error);
    const message =
      error instanceof HttpError
        ? error.message
        : isUniqueViolation(error)
          ? "Another record already has this value. Reload and try again."
          : errors.length > 0
            ? "Invalid input."
            : (messagesByCode[error.code] ?? error.message);
    return reply.code(status).send(failure(message, errors));
  });
}
