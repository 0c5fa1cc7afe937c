import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import {
  paymentResultSchema,
  paymentReturnSchema,
  paymentStartAnswerSchema,
  paymentStartSchema,
} from "../../../shared/payment";
import { actorOf } from "../../auth/data-scope";
import { languageOf, textFor } from "../../request-language";

/** Policy payment (SPEC §2 /pay-policy): attempts are limited per address and per policy; the rules are the service's. */
export async function paymentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const payments = app.services.payments;
  const attemptsPerIp = app.attemptLimits.define("payment-start-ip", { points: 10, durationSeconds: 15 * 60 });
  const attemptsPerPolicy = app.attemptLimits.define("payment-start-policy", { points: 20, durationSeconds: 60 * 60 });

  routes.post(
    "/api/payments",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary:
          "Start a policy payment: checks the insured e-mail and policy number, answers the payment portal to go to",
        body: paymentStartSchema,
        response: {
          201: envelopeSchema(paymentStartAnswerSchema),
          400: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: tooManyAttemptsEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // Unavailable answers 503 before any attempt counts.
      const { kind } = payments.availableProvider();
      await attemptsPerIp.consume(request.ip);
      await attemptsPerPolicy.consume(request.body.policyNumber.toUpperCase());
      const started = await payments.start(request.body, languageOf(request));
      request.log.info({ payment: started.reference, provider: kind }, "payment started");
      return reply.code(201).send(ok(started, textFor(request, "payment.redirecting")));
    },
  );

  routes.post(
    "/api/payments/confirm",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Settle a payment with the payment portal's signed answer (ref, status, sig); safe to repeat",
        description:
          "What the payer's browser brings back from the portal. The portal also notifies POST /api/payments/notifications server to server: whichever arrives first settles the payment, the other finds it settled and answers it as it stands.",
        body: paymentReturnSchema,
        response: { 200: envelopeSchema(paymentResultSchema), 400: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const result = await payments.confirm(request.body, await actorOf(request));
      return ok(result, textFor(request, result.status === "completed" ? "payment.received" : "payment.notCompleted"));
    },
  );
}
