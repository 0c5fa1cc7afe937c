import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import { producerSignInAnswerSchema, producerSignInSchema } from "../../../shared/producer-agreement";
import { hashSecret, sameText, verifySecret } from "../../auth/secret-hash";
import type { ProducerAgreementConfig } from "../../env";
import { HttpError } from "../../http-errors";
import { textFor } from "../../request-language";

/**
 * The Limited Producer Agreement login (SPEC §2 /lpa). The spec compared the
 * pair inside the browser; here the server checks it against a hashed
 * credential from configuration and only then reveals the e-signature form.
 */
export async function producerAgreementRoutes(
  app: FastifyInstance,
  { config }: { config: ProducerAgreementConfig | null },
): Promise<void> {
  // A demo password is hashed once at start, so every check costs the same.
  const passwordHash =
    config && (config.password.kind === "hash" ? config.password.hash : await hashSecret(config.password.plain));
  // Every attempt counts; a success clears the address. Per IP only: one shared username must not be lockable by anyone.
  const attemptsPerIp = app.attemptLimits.define("producer-sign-in", {
    points: 10,
    durationSeconds: 15 * 60,
    blockSeconds: 15 * 60,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/lpa/sign-in",
    {
      config: { access: "public" },
      schema: {
        tags: ["agents"],
        summary: "Sign in to the Limited Producer Agreement; answers the e-signature form to open",
        body: producerSignInSchema,
        response: {
          200: envelopeSchema(producerSignInAnswerSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: tooManyAttemptsEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!config || !passwordHash) {
        throw new HttpError(503, "producerAgreement.unavailable");
      }
      await attemptsPerIp.consume(request.ip);
      const { username, password } = request.body;
      // Both checks always run, so the timing does not tell which one failed.
      const [rightName, rightPassword] = [
        sameText(username, config.username),
        await verifySecret(password, passwordHash),
      ];
      if (!rightName || !rightPassword) {
        request.log.warn("producer agreement sign-in refused");
        throw new HttpError(401, "producerAgreement.refused");
      }
      await attemptsPerIp.reset(request.ip);
      return ok({ redirectUrl: config.formUrl }, textFor(request, "producerAgreement.redirecting"));
    },
  );
}
