import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import { memberAccessSchema } from "../../../shared/member";
import { languageOf, textFor } from "../../request-language";

/**
 * SPEC §2 member page: Access My Account. The answer is the same whether or
 * not a link went out, so the form cannot tell which policies exist; attempts
 * are limited per address and per e-mail. The rules are access-service.ts's.
 */
export async function memberAccessRoutes(app: FastifyInstance): Promise<void> {
  const access = app.services.memberAccess;
  const attemptsPerIp = app.attemptLimits.define("member-access-ip", { points: 10, durationSeconds: 15 * 60 });
  const attemptsPerEmail = app.attemptLimits.define("member-access-email", { points: 5, durationSeconds: 60 * 60 });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/member/access",
    {
      config: { access: "public" },
      schema: {
        tags: ["member area"],
        summary:
          "Ask for a one-time member sign-in link (15 minutes) by e-mail and policy number; the same answer whether or not they match",
        body: memberAccessSchema,
        response: {
          202: envelopeSchema(z.null()),
          400: errorEnvelopeSchema,
          429: tooManyAttemptsEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await attemptsPerIp.consume(request.ip);
      await attemptsPerEmail.consume(request.body.email.toLowerCase());
      if (await access.requestLink(request.body, languageOf(request))) request.log.info("member sign-in link sent");
      return reply.code(202).send(ok(null, textFor(request, "member.linkSent")));
    },
  );
}
