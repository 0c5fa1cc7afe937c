import type { FastifyError, FastifyInstance } from "fastify";
import { failure, type FieldError } from "../../shared/api";
import type { Language } from "../../shared/constants";
import type { Message } from "../../shared/messages/message";
import { renderMessage } from "../../shared/messages/render";
import { isDatabaseUnavailable } from "../db/unavailable";
import { isUniqueViolation } from "../db/unique-violation";
import { HttpError, RefusedInput } from "../http-errors";
import { TooManyAttempts } from "../rate-limit/attempt-limits";
import { languageOf } from "../request-language";
import { failureField, checkFailureText } from "../validation/check-failure-text";
import { InvalidRequest } from "../validation/request-validation";

/**
 * Turns every error into the API envelope with the right status, its
 * messages read in the request's language (Accept-Language): the one place
 * where a refusal becomes words. Messages for 5xx are generic: stack traces
 * and internals go to the log, never the client.
 */

const messagesByCode: Record<string, Message> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "request.bodyTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "request.unsupportedMediaType",
  FST_ERR_CTP_INVALID_JSON_BODY: "request.invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "request.emptyJson",
  FST_FILES_LIMIT: "request.oneFile",
  FST_PARTS_LIMIT: "request.tooManyParts",
  FST_FIELDS_LIMIT: "request.tooManyFields",
};

const retryAfterSeconds = 5;

function fieldErrors(error: Error, language: Language): FieldError[] {
  if (error instanceof RefusedInput) return fieldErrors(error.refused, language);
  if (error instanceof HttpError) {
    return error.errors.map(({ field, message }) => ({ field, message: renderMessage(message, language) }));
  }
  if (error instanceof InvalidRequest) {
    const whole = error.validationContext ?? "body";
    return error.issues.map((failure) => ({
      field: error.fieldOf?.(failure) ?? failureField(failure, whole),
      message: checkFailureText(failure, language),
    }));
  }
  return [];
}

function statusOf(error: FastifyError): number {
  if (error instanceof InvalidRequest) return 400;
  // The database is down or cut off: nothing was wrong with the request, and trying again later will work.
  if (isDatabaseUnavailable(error)) return 503;
  // Two requests racing past a uniqueness check: the database settles it.
  if (isUniqueViolation(error)) return 409;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/** A 4xx of Fastify or a plugin we have no words of our own for: its English, or a plain "bad request". */
const frameworkMessage = (error: FastifyError, language: Language): Message | string =>
  messagesByCode[error.code] ?? (language === "en" ? error.message : "request.badRequest");

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    const say = (message: Message | string) => renderMessage(message, language);
    const status = statusOf(error);
    // A 5xx the code decided on (a feature not configured, say) keeps its message; any other hides the internals.
    if (status >= 500 && error instanceof HttpError) return reply.code(status).send(failure(say(error.said)));
    if (status === 503) {
      // Expected during an outage or overload (a database restart, a handler over its time): a warning, not a fault.
      request.log.warn({ err: error }, "service unavailable");
      return reply
        .code(503)
        .header("retry-after", String(retryAfterSeconds))
        .send(failure(say("request.unavailable")));
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send(failure(say("request.internal")));
    }
    if (error instanceof TooManyAttempts) {
      return reply
        .code(429)
        .header("retry-after", String(error.retryAfterSeconds))
        .send({ ...failure(say(error.said)), data: { retryAfterSeconds: error.retryAfterSeconds } });
    }
    const errors = fieldErrors(error, language);
    const message =
      error instanceof HttpError
        ? error.said
        : isUniqueViolation(error)
          ? "request.duplicate"
          : errors.length > 0
            ? "request.invalid"
            : frameworkMessage(error, language);
    return reply.code(status).send(failure(say(message), errors));
  });
}
