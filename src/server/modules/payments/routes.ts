import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import {
  checkoutLifetimeMs,
  paymentResultSchema,
  paymentReturnSchema,
  paymentStartAnswerSchema,
  paymentStartSchema,
  type PaymentResult,
} from "../../../shared/payment";
import { HttpError } from "../../http-errors";
import type { PaymentPortal } from "../../payments/payment-portal";
import { isOutcomeSigned, readReference, signReference } from "../../payments/signed-reference";
import { paymentConfirmationMail } from "./payment-mails";
import { createPaymentRepository } from "./repository";

// One answer for every mismatch, so the form cannot be used to learn which policies exist.
const noMatch = "We could not find a policy with this email and policy number.";
const payableStatuses = ["active", "pending"];

/**
 * Policy payment (SPEC §2 /pay-policy, issue 6): the server checks the pair,
 * works out what is due, records the attempt and sends the payer to the
 * payment portal with a signed reference; the portal's signed answer settles
 * it. No card data ever reaches us.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { portal, publicUrl }: { portal: PaymentPortal | null; publicUrl: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = createPaymentRepository(app.database.db);
  const attemptsPerIp = app.attemptLimits.define("payment-start-ip", { points: 10, durationSeconds: 15 * 60 });
  const attemptsPerPolicy = app.attemptLimits.define("payment-start-policy", { points: 20, durationSeconds: 60 * 60 });
  const confirmationUrl = `${publicUrl}/pay-policy/confirmation`;

  const requirePortal = (): PaymentPortal => {
    if (!portal) throw new HttpError(503, "Online payment is not available right now. Please call customer service.");
    return portal;
  };

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
      const paymentPortal = requirePortal();
      const { insuredEmail, policyNumber } = request.body;
      await attemptsPerIp.consume(request.ip);
      await attemptsPerPolicy.consume(policyNumber.toUpperCase());
      const policy = await repository.findByInsured(insuredEmail, policyNumber);
      if (!policy) throw new HttpError(422, noMatch);
      if (!payableStatuses.includes(policy.status)) {
        throw new HttpError(422, "This policy cannot be paid online. Please call customer service.");
      }
      const amountCents = await repository.amountDueCents(policy);
      if (amountCents <= 0) throw new HttpError(422, "Nothing is due on this policy right now.");

      const payment = await repository.start(policy.id, policy.insuredEmail, amountCents, paymentPortal.kind);
      const reference = signReference(
        {
          paymentId: payment.id,
          amountCents,
          currency: "USD",
          expiresAt: Date.now() + checkoutLifetimeMs,
          returnUrl: confirmationUrl,
        },
        paymentPortal.secret,
      );
      request.log.info({ payment: payment.reference, provider: paymentPortal.kind }, "payment started");
      return reply.code(201).send(
        ok(
          {
            redirectUrl: paymentPortal.checkoutUrl(reference),
            reference: payment.reference,
            amountDue: amountCents / 100,
          },
          "Redirecting to secure payment portal...",
        ),
      );
    },
  );

  routes.post(
    "/api/payments/confirm",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Settle a payment with the payment portal's signed answer (ref, status, sig); safe to repeat",
        body: paymentReturnSchema,
        response: { 200: envelopeSchema(paymentResultSchema), 400: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { secret } = requirePortal();
      const { ref, status, sig } = request.body;
      const reference = readReference(ref, secret);
      if (!reference || !isOutcomeSigned(ref, status, sig, secret)) {
        throw new HttpError(400, "This payment confirmation is not valid.");
      }
      const payment = await repository.find(reference.paymentId);
      if (!payment || payment.amountCents !== reference.amountCents) {
        throw new HttpError(400, "This payment confirmation is not valid.");
      }
      // The status change and its e-mail commit together, once: a reloaded confirmation page finds it settled.
      await app.database.db.transaction(async (tx) => {
        const settled = await repository.settle(payment.id, status, tx);
        if (settled?.status === "completed") {
          await app.mail.queue(paymentConfirmationMail(settled, payment.policyNumber, app.company), tx);
        }
      });
      app.mail.nudge();
      const current = (await repository.find(payment.id))!;
      const result: PaymentResult = {
        reference: current.reference,
        status: current.status as PaymentResult["status"],
        amount: current.amountCents / 100,
        policyNumber: current.policyNumber,
        completedAt: current.completedAt?.toISOString() ?? null,
      };
      return ok(result, current.status === "completed" ? "Payment received." : "Payment not completed.");
    },
  );
}
