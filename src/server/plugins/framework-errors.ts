import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../../shared/api";
import type { Message } from "../../shared/messages/message";
import { renderMessage } from "../../shared/messages/render";
import { languageOf } from "../request-language";

const messages: Record<string, Message> = {
  FST_ERR_BAD_URL: "request.badAddress",
  FST_ERR_MAX_PARAM_LENGTH: "request.addressTooLong",
};

/**
 * Errors Fastify's router raises before any route, hook or error handler
 * runs: a broken percent-escape in the path (400), a path parameter longer
 * than maxParamLength (414). Fastify answers them in its own JSON shape
 * unless given this as its `frameworkErrors` option: then they get the
 * envelope like every other error, in the request's language.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  request.log.info({ code: error.code }, "request address refused");
  const said = messages[error.code] ?? (status >= 500 ? "request.internal" : "request.badRequest");
  void reply.code(status).send(failure(renderMessage(said, languageOf(request))));
}
