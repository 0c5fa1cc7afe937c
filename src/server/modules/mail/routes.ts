import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  outboxMessageParamsSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  outboxSummarySchema,
} from "../../../shared/mail";
import { message } from "../../../shared/messages/message";
import { pageSchema } from "../../../shared/page";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

/** The mail outbox, for staff (the Mail screen): what was sent, what waits and what failed, sent again. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const outbox = app.services.mailOutbox;

  routes.get(
    "/api/mail/outbox",
    {
      config: { access: "mail.read" },
      schema: {
        tags: ["mail"],
        summary:
          "The e-mail outbox by status, kind and part of the recipient or subject, newest first, paged; texts carrying a secret (reset and sign-in links) are withheld",
        querystring: outboxQuerySchema,
        response: { 200: envelopeSchema(pageSchema(outboxMessageSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await outbox.list(request.query)),
  );

  routes.get(
    "/api/mail/outbox/summary",
    {
      config: { access: "mail.read" },
      schema: {
        tags: ["mail"],
        summary: "How many e-mails wait to be sent (and how many of those are being retried) and how many failed",
        response: { 200: envelopeSchema(outboxSummarySchema) },
      },
    },
    async () => ok(await outbox.summary()),
  );

  routes.post(
    "/api/mail/outbox/:id/resend",
    {
      config: { access: "mail.resend" },
      schema: {
        tags: ["mail"],
        summary: "Send a failed e-mail again: pending and due now, its attempts counted afresh (audited)",
        description:
          "Only a message whose status is failed (409 otherwise). One that carried a sign-in, password or address link that has expired, or will within 5 minutes, is refused 409: the person asks for a new link instead.",
        params: outboxMessageParamsSchema,
        response: {
          200: envelopeSchema(outboxMessageSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const resent = await outbox.resend(request.params.id, await actorOf(request));
      return ok(resent, textFor(request, message("mail.resent", { to: resent.to })));
    },
  );
}
