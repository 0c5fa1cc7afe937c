import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { outboxMessageSchema, outboxQuerySchema, secretMailKinds, type OutboxMessageView } from "../../../shared/mail";
import { pageSchema } from "../../../shared/page";
import type { OutboxMessage } from "../../db/schema";
import { createOutboxRepository } from "../../mail/outbox-repository";

const isSecret = (kind: string) => (secretMailKinds as readonly string[]).includes(kind);

function toView(message: OutboxMessage): OutboxMessageView {
  return {
    id: message.id,
    kind: message.kind,
    to: message.toAddress,
    subject: message.subject,
    text: isSecret(message.kind) ? null : message.textBody,
    status: message.status as OutboxMessageView["status"],
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    nextAttemptAt: message.nextAttemptAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}

/** The mail outbox, for staff: what was sent, what waits (no SMTP, or retrying) and what failed. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const repository = createOutboxRepository(app.database.db);
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
    async (request) => {
      const { page, pageSize, status } = request.query;
      const found = await repository.list(page, pageSize, status);
      return ok({ ...found, items: found.items.map(toView) });
    },
  );
}
