import type { Db } from "../../db/client";
import type { HousekeepingSettings } from "../../env";
import { type HousekeepingRepository } from "./repository";

/** What housekeeping removes; the `kind` label of housekeeping_removed_total. */
export const housekeepingKinds = ["session", "verification", "sent_mail", "abandoned_payment"] as const;
export type HousekeepingKind = (typeof housekeepingKinds)[number];

export interface HousekeepingRound {
  /** Rows this round removed, by kind. */
  removed: Record<HousekeepingKind, number>;
  /** Another instance held the lock: this round stopped there and left the rest to it. */
  busy: boolean;
}

/** Rows one statement removes at most: each batch is its own short transaction, so a backlog never holds locks long. */
export const housekeepingBatchSize = 1000;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Removes what the app no longer needs (decision 0034): expired sessions
 * and verification values, delivered e-mails past their retention, and
 * payment attempts abandoned long enough ago that no portal would still
 * report on them. Nothing else: the audit log, settled payments, the ledger,
 * invoices, portal notifications, failed or pending mail and revoked API keys
 * are records and stay.
 *
 * Rate limits keep nothing in the database to remove: their counts live in
 * Redis (keys expiring by TTL) or in each instance's memory, which forgets
 * them by itself; better-auth's own rate limit is off; two-step attempt
 * counts are verification values, removed with them; and a two-step lockout
 * (`auth_two_factor.locked_until`) is a column of a row that stays.
 *
 * Several instances: each batch takes a transaction-level advisory lock
 * first, so one instance works at a time; an instance that finds it taken
 * ends its round (busy), the other is at it. The deletes skip rows locked
 * elsewhere and count only what they deleted, so even racing rounds remove
 * each row once.
 */
export function createHousekeepingService({
  db,
  repository,
  settings,
  batchSize = housekeepingBatchSize,
}: {
  db: Db;
  repository: HousekeepingRepository;
  settings: Pick<HousekeepingSettings, "sentMailDays" | "abandonedPaymentDays">;
  batchSize?: number;
}) {
  /** Each kind's removal of one batch, as of `now`. */
  const removals = (now: Date): Record<HousekeepingKind, (tx: Db) => Promise<number>> => {
    const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
    const sentBefore = daysAgo(settings.sentMailDays);
    const startedBefore = daysAgo(settings.abandonedPaymentDays);
    return {
      session: (tx) => repository.removeExpiredSessions(now, batchSize, tx),
      verification: (tx) => repository.removeExpiredVerifications(now, batchSize, tx),
      sent_mail: (tx) => repository.removeSentMail(sentBefore, batchSize, tx),
      abandoned_payment: (tx) => repository.removeAbandonedPayments(startedBefore, batchSize, tx),
    };
  };

  /** One batch in its own transaction, under the lock: the rows removed, or null when another instance holds it. */
  const batch = (remove: (tx: Db) => Promise<number>) =>
    db.transaction(async (tx) => ((await repository.takeLock(tx)) ? remove(tx) : null));

  return {
    /** One round: every kind, batch after batch until a batch comes back short. */
    async runRound(now = new Date()): Promise<HousekeepingRound> {
      const removed = Object.fromEntries(housekeepingKinds.map((kind) => [kind, 0])) as Record<
        HousekeepingKind,
        number
      >;
      const steps = removals(now);
      for (const kind of housekeepingKinds) {
        for (;;) {
          const count = await batch(steps[kind]);
          if (count === null) return { removed, busy: true };
          removed[kind] += count;
          if (count < batchSize) break;
        }
      }
      return { removed, busy: false };
    },
  };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
