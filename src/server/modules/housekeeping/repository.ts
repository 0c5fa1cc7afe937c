import { and, eq, inArray, lt, notExists, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  mailOutbox,
  paymentNotifications,
  payments,
  policyLedgerEntries,
  session,
  verification,
} from "../../db/schema";

// Any constant works: it only has to be the same in every instance (the migration lock is 7_261_001).
const housekeepingLockKey = 7_261_002;

const one = sql`1`;

/**
 * Deletes at most `limit` rows of `table` meeting `condition`, locked with
 * SKIP LOCKED, and answers how many it deleted. The condition is checked
 * again by the delete: a row changed since the select (settled, used) stays.
 */
async function removeBatch(executor: Db, table: PgTable, id: PgColumn, condition: SQL | undefined, limit: number) {
  const due = executor.select({ id }).from(table).where(condition).limit(limit).for("update", { skipLocked: true });
  const removed = await executor
    .delete(table)
    .where(and(inArray(id, due), condition))
    .returning({ id });
  return removed.length;
}

/**
 * All SQL of housekeeping. Each removal takes at most `limit` rows, locked
 * with SKIP LOCKED so that a row another transaction holds (a settlement, a
 * renewal, another instance's batch) is left for a later round, and answers
 * how many it removed: a row is counted by the one statement that deleted it.
 */
export function createHousekeepingRepository(db: Db) {
  return {
    /**
     * Whether this transaction may do housekeeping: false while another
     * instance's batch holds the lock. Released when the transaction ends.
     */
    async takeLock(executor: Db): Promise<boolean> {
      const result = await executor.execute(sql`select pg_try_advisory_xact_lock(${housekeepingLockKey}) as taken`);
      const [row] = (result as unknown as { rows: { taken: boolean }[] }).rows;
      return row?.taken === true;
    },

    /**
     * Sessions past their end. better-auth refuses them already (and deletes
     * one it happens to read); the rest would stay forever. No index on
     * `expires_at`: sessions are few and their end moves on with every
     * minute of use, which an index would turn into index writes.
     */
    async removeExpiredSessions(now: Date, limit: number, executor: Db = db): Promise<number> {
      return removeBatch(executor, session, session.id, lt(session.expiresAt, now), limit);
    },

    /**
     * better-auth's verification values past their end: password-reset and
     * invitation links (`reset-password:`), member sign-in links (magic link),
     * pending two-step sign-ins (`2fa-`), their attempt counts
     * (`2fa-attempts-`, the only attempt state the database keeps) and trusted
     * devices. An expired one is refused like an unknown one, so removing it
     * changes no answer. E-mail change links are signed tokens, stored nowhere.
     */
    async removeExpiredVerifications(now: Date, limit: number, executor: Db = db): Promise<number> {
      return removeBatch(executor, verification, verification.id, lt(verification.expiresAt, now), limit);
    },

    /** Delivered e-mails sent before `sentBefore` (mail_outbox_sent_idx); pending and failed ones stay. */
    async removeSentMail(sentBefore: Date, limit: number, executor: Db = db): Promise<number> {
      const old = and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, sentBefore));
      return removeBatch(executor, mailOutbox, mailOutbox.id, old, limit);
    },

    /**
     * Payment attempts started before `startedBefore` that never settled and
     * that nothing names: no ledger line (only a completed payment has one)
     * and no portal notification (which would be the news of its outcome,
     * kept with it for staff). A settled payment, completed or failed, is a
     * record and is never removed. A settlement in progress holds the row
     * locked, so it is skipped; one that commits first leaves it not
     * `started`, which the delete checks again.
     */
    async removeAbandonedPayments(startedBefore: Date, limit: number, executor: Db = db): Promise<number> {
      const abandoned = and(
        eq(payments.status, "started"),
        lt(payments.createdAt, startedBefore),
        notExists(
          executor.select({ one }).from(paymentNotifications).where(eq(paymentNotifications.paymentId, payments.id)),
        ),
        notExists(
          executor.select({ one }).from(policyLedgerEntries).where(eq(policyLedgerEntries.paymentId, payments.id)),
        ),
      );
      return removeBatch(executor, payments, payments.id, abandoned, limit);
    },
  };
}

export type HousekeepingRepository = ReturnType<typeof createHousekeepingRepository>;
