import { secretMailKinds, type OutboxMessageView } from "../../../shared/mail";
import type { Page } from "../../../shared/page";
import type { Db } from "../../db/client";
import type { OutboxMessage } from "../../db/schema";
import { createOutboxRepository } from "../../mail/outbox-repository";

const isSecret = (kind: string) => (secretMailKinds as readonly string[]).includes(kind);

/** A message as staff read it: the text of one carrying a secret (a reset link) is withheld. */
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
export function createMailOutboxService({ db }: { db: Db }) {
  const repository = createOutboxRepository(db);
  return {
    /** Newest first. */
    async list(query: { page: number; pageSize: number; status?: string }): Promise<Page<OutboxMessageView>> {
      const found = await repository.list(query);
      return { ...found, items: found.items.map(toView) };
    },
  };
}
