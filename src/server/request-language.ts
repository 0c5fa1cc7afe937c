import type { FastifyRequest } from "fastify";
import { languageFromHeader } from "../shared/accept-language";
import type { Language } from "../shared/constants";

/** The language the person behind a request reads: the site sends the one they chose (Accept-Language). */
export const languageOf = (request: Pick<FastifyRequest, "headers">): Language =>
  languageFromHeader(request.headers["accept-language"]);
