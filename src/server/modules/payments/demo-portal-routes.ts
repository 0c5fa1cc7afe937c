import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { demoCheckoutSchema, demoOutcomeSchema } from "../../../shared/payment";
import { createDemoPortalNotifier } from "../../payments/demo-portal-notifier";
import type { PaymentPortal } from "../../payments/payment-portal";
import { createDemoPortalService } from "./demo-portal-service";

const refusals = { 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, 410: errorEnvelopeSchema };

/**
 * Our notification endpoint on the address this process listens on, over
 * loopback: the demo portal lives in the same process, and the public URL may
 * be a proxy's name this machine cannot reach. Null when not listening.
 */
function ownNotificationUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === "string") return null;
  const host =
    address.family === "IPv6"
      ? `[${address.address === "::" ? "::1" : address.address}]`
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address;
  return `http://${host}:${address.port}/api/payments/notifications`;
}

/** The embedded demo payment portal, only when PAYMENT_PORTAL is demo; the rules are demo-portal-service.ts's. */
export async function demoPortalRoutes(app: FastifyInstance, { portal }: { portal: PaymentPortal | null }) {
  if (portal?.kind !== "demo") return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notifier = createDemoPortalNotifier({
    secret: portal.secret,
    target: () => ownNotificationUrl(app),
    log: app.log,
  });
  app.addHook("onClose", async () => notifier.stop());
  const demo = createDemoPortalService({ db: app.database.db, portal, notifier });

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
