import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  claimFileEventSchema,
  claimFileSchema,
  claimPaymentRequestSchema,
  claimPaymentSchema,
  claimVoidSchema,
  reserveChangeSchema,
} from "../../../shared/claim-file";
import { formatCents } from "../../../shared/format";
import { message } from "../../../shared/messages/message";
import { actorOf } from "../../auth/data-scope";
import { languageOf, textFor } from "../../request-language";

const claimParams = z.object({ id: z.string().min(1).max(100) });
const paymentParams = claimParams.extend({ paymentId: z.string().min(1).max(100) });
const tags = ["claim file"];
const refusals = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/**
 * The claim file (decision 0047): amounts in cents, days YYYY-MM-DD. The
 * coverage check, the deductible and the clocks are the service's.
 */
export async function claimFileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const files = app.services.claimFiles;

  routes.get(
    "/api/claims/:id",
    {
      config: { access: "claims.read" },
      schema: {
        tags,
        summary:
          "The claim file: the coverage check against the policy on the date of loss, the adjuster, reserves, payments with their deductible, and the statutory clocks",
        params: claimParams,
        response: { 200: envelopeSchema(claimFileSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await files.open(request.params.id, await actorOf(request))),
  );

  routes.put(
    "/api/claims/:id/reserves",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Set the reserve of one coverage (A, B, C, D) or of expense, with the reason (audited); never below what is paid on it",
        params: claimParams,
        body: reserveChangeSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) => {
      const file = await files.setReserve(request.params.id, request.body, await actorOf(request));
      const amount = formatCents(request.body.amountCents, languageOf(request));
      return ok(file, textFor(request, message("claimFile.reserveSet", { coverage: request.body.coverage, amount })));
    },
  );

  routes.post(
    "/api/claims/:id/payments",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Pay on a claim: the system applies the deductible (the hurricane deductible once a calendar year across the insured's claims) and answers gross, deductible, what is left of it, and net; a payment the deductible takes whole is recorded, with no check",
        params: claimParams,
        body: claimPaymentRequestSchema,
        response: { 201: envelopeSchema(claimPaymentSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const payment = await files.pay(request.params.id, request.body, await actorOf(request));
      const language = languageOf(request);
      const said =
        payment.netCents === 0
          ? message("claimFile.paidNothing", { gross: formatCents(payment.grossCents, language) })
          : message("claimFile.paid", {
              net: formatCents(payment.netCents, language),
              gross: formatCents(payment.grossCents, language),
              deductible: formatCents(payment.deductibleCents, language),
            });
      return reply.code(201).send(ok(payment, textFor(request, said)));
    },
  );

  routes.post(
    "/api/claims/:id/payments/:paymentId/void",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary: "Void a payment with the reason: its deductible and amount go back to the claim (audited)",
        params: paymentParams,
        body: claimVoidSchema,
        response: { 200: envelopeSchema(claimPaymentSchema), ...refusals },
      },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      const payment = await files.voidPayment(id, paymentId, request.body.reason, await actorOf(request));
      return ok(payment, textFor(request, "claimFile.voided"));
    },
  );

  routes.post(
    "/api/claims/:id/events",
    {
      config: { access: "claims.write" },
      schema: {
        tags,
        summary:
          "Record proof of loss, the start of the investigation, the inspection or completed repairs on the day it happened: the clocks follow",
        params: claimParams,
        body: claimFileEventSchema,
        response: { 200: envelopeSchema(claimFileSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await files.recordEvent(request.params.id, request.body, await actorOf(request)),
        textFor(request, "claimFile.recorded"),
      ),
  );
}
