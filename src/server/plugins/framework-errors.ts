import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../../shared/api";

const messages: Record<string, string> = {
  FST_ERR_BAD_URL: "This address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "This address is too long.",
};

/**
 * Errors Fastify's router raises before any route, hook or error handler
 * runs: a broken percent-escape in the path (400), a path parameter longer
 * than maxParamLength (414). Fastify answers them in its own JSON shape
 * unless given this as its `frameworkErrors` option: then they get the
 * envelope like every other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  request.log.info({ code: error.code }, "request address refused");
  void reply
    .code(status)
    .send(failure(messages[error.code] ?? (status >= 500 ? "Internal server error." : "Bad request.")));
}
