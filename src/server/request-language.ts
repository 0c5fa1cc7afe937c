import type { FastifyRequest } from "fastify";
import { languageFromHeader } from "../shared/accept-language";
import type { Language } from "../shared/constants";
import type { Message } from "../shared/messages/message";
import { renderMessage } from "../shared/messages/render";

/** The language the person behind a request reads: the site sends the one they chose (Accept-Language). */
export const languageOf = (request: Pick<FastifyRequest, "headers">): Language =>
  languageFromHeader(request.headers["accept-language"]);

/** A catalog message in the language of the person behind a request: the words of a success answer. */
export const textFor = (request: Pick<FastifyRequest, "headers">, said: Message): string =>
  renderMessage(said, languageOf(request));
