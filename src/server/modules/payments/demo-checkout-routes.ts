import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { demoCheckoutSchema, demoOutcomeSchema } from "../../../shared/payment";

const refusals = { 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, 410: errorEnvelopeSchema };

/** The embedded demo payment portal, only when PAYMENT_PORTAL is demo; the rules are demo-checkout-service.ts's. */
export async function demoCheckoutRoutes(app: FastifyInstance) {
  const demo = app.services.demoCheckout;
  if (!demo) return;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/payments/demo/checkout",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Demo payment portal: what a signed reference is for",
        querystring: z.object({ ref: z.string().min(1).max(2000) }),
        response: { 200: envelopeSchema(demoCheckoutSchema), ...refusals },
      },
    },
    async (request) => ok(await demo.checkout(request.query.ref)),
  );

  routes.post(
    "/api/payments/demo/outcome",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Demo payment portal: complete or fail the payment; answers the signed return address",
        body: demoOutcomeSchema,
        response: { 200: envelopeSchema(z.object({ returnUrl: z.string() })), ...refusals },
      },
    },
    async (request) => ok({ returnUrl: await demo.outcome(request.body.ref, request.body.outcome) }),
  );
}
