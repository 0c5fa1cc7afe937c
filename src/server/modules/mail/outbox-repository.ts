import { and, count, desc, eq, gt, ilike, inArray, min, or, sql } from "drizzle-orm";
import type { OutboxQuery } from "../../../shared/mail";
import { toPage, type Page } from "../../../shared/page";
import type { Db } from "../../db/client";
import { containing } from "../../db/text-search";
import { mailOutbox, type OutboxMessage } from "../../db/schema";

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  /** The plain-text part and the HTML part, with the same content (render-mail.ts). */
  text: string;
  html: string;
}

/** A message as the outbox stores it: with the request that wrote it, null outside a request. */
export type QueuedMail = NewMail & { requestId: string | null };

/** How long a sender may hold a message it is delivering before another may try it. */
const leaseSeconds = 300;

/** All SQL of the mail outbox. */
export function createOutboxRepository(db: Db) {
  return {
    /**
     * Writes messages in the caller's transaction, so they exist exactly when the record they are about does:
     * one statement for all of them (a transaction holds its connection for every round trip).
     */
    async enqueue(mails: QueuedMail[], executor: Db = db): Promise<number[]> {
      if (mails.length === 0) return [];
      const rows = await executor
        .insert(mailOutbox)
        .values(
          mails.map((mail) => ({
            kind: mail.kind,
            toAddress: mail.to,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html,
            requestId: mail.requestId,
          })),
        )
        .returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },

    /**
     * Takes up to `limit` due messages for delivery. Each is leased (its next
     * attempt pushed back) in the same statement, and rows another sender is
     * taking are skipped, so instances never deliver the same message at once.
     */
    async takeDue(limit: number): Promise<OutboxMessage[]> {
      const result = await db.execute(sql`
        update ${mailOutbox}
        set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from ${mailOutbox}
          where status = 'pending' and next_attempt_at <= now()
          order by id
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.id} in (${sql.join(ids, sql`, `)})`)
        .orderBy(mailOutbox.id);
      return rows;
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Records a failed attempt: tried again at `retryAt`, or given up on when that is null. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: retryAt ? "pending" : "failed",
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error.slice(0, 1000),
          ...(retryAt ? { nextAttemptAt: retryAt } : {}),
        })
        .where(eq(mailOutbox.id, id));
    },

    /**
     * Puts messages back without counting an attempt: the mail server, not the
     * message, failed, so an outage of any length costs no message its tries.
     */
    async postpone(ids: number[], until: Date, error: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: until, lastError: error.slice(0, 1000) })
        .where(sql`${mailOutbox.id} in (${sql.join(ids, sql`, `)})`);
    },

    /**
     * What waits to be delivered, for /metrics: one statement, which finds the
     * pending rows through mail_outbox_due_idx (status first), so its cost
     * follows the backlog, not the history of sent mail.
     */
    async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
      const [row] = await db
        .select({
          pending: count(),
          oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)`.mapWith(
            Number,
          ),
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "pending"));
      return { pending: row?.pending ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0 };
    },

    /** Newest first, by status, kind and part of the recipient's address or the subject. */
    async list(query: OutboxQuery): Promise<Page<OutboxMessage>> {
      const { page, pageSize, status, kind, search } = query;
      const text = search ? containing(search) : null;
      const where = and(
        status ? eq(mailOutbox.status, status) : undefined,
        kind ? eq(mailOutbox.kind, kind) : undefined,
        text ? or(ilike(mailOutbox.toAddress, text), ilike(mailOutbox.subject, text)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(mailOutbox).where(where),
      ]);
      return toPage(rows, query, total?.value ?? 0);
    },

    /**
     * What waits and what failed, for the Mail screen: counted by status (the
     * due index leads with it), so the history of sent mail costs nothing.
     */
    async summary(): Promise<{ waiting: number; retrying: number; failed: number; oldestWaitingAt: Date | null }> {
      const [waiting, [failed]] = await Promise.all([
        db
          .select({
            waiting: count(),
            retrying: count(sql`case when ${gt(mailOutbox.attempts, 0)} then 1 end`),
            oldest: min(mailOutbox.createdAt),
          })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, "pending")),
        db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")),
      ]);
      const [row] = waiting;
      return {
        waiting: row?.waiting ?? 0,
        retrying: row?.retrying ?? 0,
        failed: failed?.value ?? 0,
        oldestWaitingAt: row?.oldest ?? null,
      };
    },

    /** Where each of these messages stands: pending, sent (and when) or failed. */
    async deliveries(ids: number[]): Promise<{ id: number; status: string; sentAt: Date | null }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: mailOutbox.id, status: mailOutbox.status, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids));
    },

    async find(id: number, executor: Db = db): Promise<OutboxMessage | null> {
      const [row] = await executor.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },

    /**
     * Staff send a failed message again: pending, due now, with its attempts
     * counted afresh. Only while it is still failed, so two staff pressing
     * Resend at once queue it once; answers the id, or null when it was not.
     */
    async resend(id: number, executor: Db = db): Promise<number | null> {
      const [row] = await executor
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
        .returning({ id: mailOutbox.id });
      return row?.id ?? null;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
