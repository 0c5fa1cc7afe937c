import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { demoCheckoutSchema, demoOutcomeSchema } from "../../../shared/payment";
import { HttpError } from "../../http-errors";
import type { PaymentPortal } from "../../payments/payment-portal";
import { outcomeSignature, readReference, type CheckoutReference } from "../../payments/signed-reference";
import { createPaymentRepository } from "./repository";

/**
 * The embedded demo payment portal (only when PAYMENT_PORTAL is demo). It
 * plays the hosted portal's part of the contract: it accepts only a valid,
 * unexpired reference, and answers with the same signed return address a
 * real portal would. No money moves and no card is asked for.
 */
export async function demoPortalRoutes(app: FastifyInstance, { portal }: { portal: PaymentPortal | null }) {
  if (portal?.kind !== "demo") return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = createPaymentRepository(app.database.db);

  async function openCheckout(
    token: string,
  ): Promise<{ reference: CheckoutReference; policyNumber: string; paymentReference: string }> {
    const reference = readReference(token, portal!.secret);
    if (!reference) throw new HttpError(400, "This payment link is not valid.");
    if (reference.expiresAt < Date.now()) throw new HttpError(410, "This payment link has expired. Start again.");
    const payment = await repository.find(reference.paymentId);
    if (!payment || payment.status !== "started") throw new HttpError(409, "This payment is already settled.");
    return { reference, policyNumber: payment.policyNumber, paymentReference: payment.reference };
  }

  routes.get(
    "/api/payments/demo/checkout",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Demo payment portal: what a signed reference is for",
        querystring: z.object({ ref: z.string().min(1).max(2000) }),
        response: {
          200: envelopeSchema(demoCheckoutSchema),
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const checkout = await openCheckout(request.query.ref);
      return ok({
        reference: checkout.paymentReference,
        amount: checkout.reference.amountCents / 100,
        policyNumber: checkout.policyNumber,
      });
    },
  );

  routes.post(
    "/api/payments/demo/outcome",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Demo payment portal: complete or fail the payment; answers the signed return address",
        body: demoOutcomeSchema,
        response: {
          200: envelopeSchema(z.object({ returnUrl: z.string() })),
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { ref, outcome } = request.body;
      const { reference } = await openCheckout(ref);
      const back = new URL(reference.returnUrl);
      back.searchParams.set("ref", ref);
      back.searchParams.set("status", outcome);
      back.searchParams.set("sig", outcomeSignature(ref, outcome, portal!.secret));
      return ok({ returnUrl: back.toString() });
    },
  );
}
