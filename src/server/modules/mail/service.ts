import { isSecretMailKind, type OutboxMessageView, type OutboxQuery, type OutboxSummary } from "../../../shared/mail";
import { message } from "../../../shared/messages/message";
import type { Page } from "../../../shared/page";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { OutboxMessage } from "../../db/schema";
import { conflict, notFound } from "../../http-errors";
import type { Mailer } from "./mailer";
import type { OutboxRepository } from "./outbox-repository";
import { auditedWrite } from "../audit/audited-write";
import { linkExpired } from "./secret-links";

/** Why a message may not be sent again, or null when it may: it must have failed, and carry no dead link. */
function resendRefusal(row: OutboxMessage, now: Date) {
  if (row.status !== "failed") {
    return message("mail.notFailed", { status: { key: `words.mailStatus.${row.status as "pending" | "sent"}` } });
  }
  if (isSecretMailKind(row.kind) && linkExpired(row.kind, row.createdAt, now)) return message("mail.linkExpired");
  return null;
}

/**
 * A message as staff read it: the text of one carrying a secret (a reset
 * link) is withheld. The audit rows of a resend store this view too, so the
 * link is never copied anywhere else.
 */
function toView(row: OutboxMessage, now: Date): OutboxMessageView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: isSecretMailKind(row.kind) ? null : row.textBody,
    status: row.status as OutboxMessageView["status"],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resendable: resendRefusal(row, now) === null,
  };
}

/** The mail outbox, for staff: what was sent, what waits (no SMTP, or retrying) and what failed, sent again. */
export function createMailOutboxService({
  db,
  mail,
  repository,
}: {
  db: Db;
  mail: Pick<Mailer, "nudge">;
  repository: OutboxRepository;
}) {
  const notFoundError = () => notFound("mail.notFound");

  return {
    /** Newest first. */
    async list(query: OutboxQuery): Promise<Page<OutboxMessageView>> {
      const found = await repository.list(query);
      const now = new Date();
      return { ...found, items: found.items.map((row) => toView(row, now)) };
    },

    /** Each message's delivery by id, for the letters an e-mail went with (mailings). */
    async deliveries(
      ids: number[],
    ): Promise<Map<number, { status: "pending" | "sent" | "failed"; sentAt: string | null }>> {
      const rows = await repository.deliveries(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { status: row.status as "pending" | "sent" | "failed", sentAt: row.sentAt?.toISOString() ?? null },
        ]),
      );
    },

    async summary(): Promise<OutboxSummary> {
      const { oldestWaitingAt, ...counts } = await repository.summary();
      return { ...counts, oldestWaitingAt: oldestWaitingAt?.toISOString() ?? null };
    },

    /**
     * Staff send a failed message again, once what made it fail is fixed
     * (the address, the mail server's settings): it is pending again, due
     * now, with its attempts counted afresh, and audited. A message that has
     * not failed is refused, as is one whose link has expired: the person
     * asks for a new one instead. The sender is nudged once it commits.
     */
    async resend(id: number, actor: Actor): Promise<OutboxMessageView> {
      const before = await repository.find(id);
      if (!before) throw notFoundError();
      const refusal = resendRefusal(before, new Date());
      if (refusal) throw conflict(refusal);
      const after = await auditedWrite(db, {
        actor: actor.userId,
        action: "mail.resend",
        entityType: "mail",
        requestId: actor.requestId,
        before: toView(before, new Date()),
        apply: async (tx) => {
          const resent = await repository.resend(id, tx);
          return resent === null ? null : String(resent);
        },
        read: async (rowId, tx) => {
          const row = await repository.find(Number(rowId), tx);
          return row ? toView(row, new Date()) : null;
        },
      });
      if (!after) {
        // Another resend got there first (or the row is gone).
        const current = await repository.find(id);
        if (!current) throw notFoundError();
        throw conflict(resendRefusal(current, new Date()) ?? message("mail.changed"));
      }
      mail.nudge();
      return after;
    },
  };
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;
