import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { outboxMessageSchema, outboxQuerySchema } from "../../../shared/mail";
import { pageSchema } from "../../../shared/page";
import { createMailOutboxService } from "./service";

/** The mail outbox, for staff: what was sent, what waits (no SMTP, or retrying) and what failed. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const outbox = createMailOutboxService({ db: app.database.db });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/mail/outbox",
    {
      config: { access: "mail.read" },
      schema: {
        tags: ["mail"],
        summary: "The e-mail outbox, newest first; texts carrying a secret (reset links) are withheld",
        querystring: outboxQuerySchema,
        response: { 200: envelopeSchema(pageSchema(outboxMessageSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await outbox.list(request.query)),
  );
}
