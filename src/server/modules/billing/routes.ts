import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  paymentPlanOfferSchema,
  policyBillingSchema,
  refundChangeSchema,
  refundDueSchema,
  refundSearchSchema,
} from "../../../shared/billing";
import { message } from "../../../shared/messages/message";
import { pageSchema } from "../../../shared/page";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ["billing"];

/** A policy's billing and the refunds staff pay; the rules are the service's. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const billing = app.services.billing;
  const refunds = app.services.refunds;

  routes.get(
    "/api/policies/:id/billing",
    {
      config: { access: "policies.read" },
      schema: {
        tags,
        summary:
          "A policy's billing: its plan, every invoice (installment, due date, premium, fee, paid, status), what is due next and in full, its payments and refunds; the balance equals the ledger's",
        params: idParams,
        response: { 200: envelopeSchema(policyBillingSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await billing.policyBilling(request.params.id, await actorOf(request))),
  );

  routes.get(
    "/api/billing/plans",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The payment plans a term may be billed on (full, twoPay, fourPay, monthly): each installment's share and due month, and the fee on each installment after the first",
        response: { 200: envelopeSchema(z.array(paymentPlanOfferSchema)) },
      },
    },
    async () => ok(billing.planOffers()),
  );

  routes.get(
    "/api/refunds",
    {
      config: { access: "billing.manage" },
      schema: {
        tags,
        summary:
          "Refunds owed to insureds, the earliest deadline first (Florida business days); by default those still to pay (due, and held small amounts)",
        querystring: refundSearchSchema,
        response: { 200: envelopeSchema(pageSchema(refundDueSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await refunds.refunds(request.query)),
  );

  routes.patch(
    "/api/refunds/:id",
    {
      config: { access: "billing.manage" },
      schema: {
        tags,
        summary:
          'Record a refund as paid (method, reference, date; posted to the ledger) or a held small refund as asked for by the insured ("due"); audited. 409 when it is no longer to pay',
        params: idParams,
        body: refundChangeSchema,
        response: {
          200: envelopeSchema(refundDueSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const refund = await refunds.changeRefund(request.params.id, request.body, await actorOf(request));
      return ok(refund, textFor(request, message("billing.refundChanged", { policyNumber: refund.policyNumber })));
    },
  );
}
