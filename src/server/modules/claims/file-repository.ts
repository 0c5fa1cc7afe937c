import { randomUUID } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { ClaimFileEventKind, ReserveLine } from "../../../shared/claim-file";
import type { Db } from "../../db/client";
import {
  catastrophes,
  claimDeductibleYears,
  claimFileEvents,
  claimLedgerEntries,
  claimPhotos,
  claimPayments,
  claimReserveChanges,
  claimReserves,
  claims,
  policies,
  user,
} from "../../db/schema";

/** The claim row's day each file event sets: the clocks read them from there. */
const eventColumns = {
  proofOfLoss: "proofOfLossOn",
  investigationStarted: "investigationStartedOn",
  inspected: "inspectedOn",
  repairsCompleted: "repairsCompletedOn",
} as const satisfies Record<ClaimFileEventKind, keyof typeof claims.$inferSelect>;

const live = ne(claimPayments.status, "voided");

/**
 * The claim file's SQL: the claim with its adjuster and catastrophe, reserves,
 * payments, the claim ledger, file events, and the lock that makes one
 * insured's deductible year work out one payment at a time.
 */
export function createClaimFileRepository(db: Db) {
  return {
    async claim(id: string, executor: Db = db) {
      const [row] = await executor
        .select({
          claim: claims,
          accountId: policies.accountId,
          adjusterName: user.name,
          catastrophe: catastrophes,
        })
        .from(claims)
        .leftJoin(policies, eq(policies.id, claims.policyId))
        .leftJoin(user, eq(user.id, claims.adjusterId))
        .leftJoin(catastrophes, eq(catastrophes.id, claims.catastropheId))
        .where(eq(claims.id, id));
      return row ?? null;
    },

    reserves: (claimId: string, executor: Db = db) =>
      executor.select().from(claimReserves).where(eq(claimReserves.claimId, claimId)),

    payments: (claimId: string, executor: Db = db) =>
      executor
        .select()
        .from(claimPayments)
        .where(eq(claimPayments.claimId, claimId))
        .orderBy(asc(claimPayments.createdAt), asc(claimPayments.id)),

    /**
     * Takes the insured's deductible year for this transaction: a second payment
     * for the same insured and year waits here until the first has committed.
     */
    async lockDeductibleYear(accountKey: string, year: number, tx: Db) {
      await tx.insert(claimDeductibleYears).values({ accountKey, year }).onConflictDoNothing();
      await tx
        .select()
        .from(claimDeductibleYears)
        .where(and(eq(claimDeductibleYears.accountKey, accountKey), eq(claimDeductibleYears.year, year)))
        .for("update");
    },

    /** The hurricane deductible the insured's other claims with a loss in `year` have applied (not voided). */
    async hurricaneAppliedOnOthers(accountId: string, year: number, claimId: string, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ cents: sql<string>`coalesce(sum(${claimPayments.deductibleCents}), 0)` })
        .from(claimPayments)
        .innerJoin(claims, eq(claims.id, claimPayments.claimId))
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(
          and(
            live,
            eq(claimPayments.deductibleKind, "hurricane"),
            eq(policies.accountId, accountId),
            ne(claims.id, claimId),
            sql`extract(year from ${claims.dateOfLoss}) = ${year}`,
          ),
        );
      return Number(row?.cents ?? 0);
    },

    async setReserve(
      change: { claimId: string; coverage: ReserveLine; fromCents: number; toCents: number; reason: string },
      actorId: string,
      tx: Db,
    ) {
      await tx
        .insert(claimReserves)
        .values({ claimId: change.claimId, coverage: change.coverage, amountCents: change.toCents })
        .onConflictDoUpdate({
          target: [claimReserves.claimId, claimReserves.coverage],
          set: { amountCents: change.toCents, updatedAt: new Date() },
        });
      await tx.insert(claimReserveChanges).values({ ...change, changedBy: actorId });
    },

    /** Takes the claim row for the transaction: reserves and payments on one claim are worked out one at a time. */
    async lockClaim(claimId: string, tx: Db) {
      await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)).for("update");
    },

    async insertPayment(payment: Omit<typeof claimPayments.$inferInsert, "id">, tx: Db) {
      const [row] = await tx
        .insert(claimPayments)
        .values({ id: randomUUID(), ...payment })
        .returning();
      return row!;
    },

    async approvePayment(paymentId: string, actorId: string, tx: Db) {
      const [row] = await tx
        .update(claimPayments)
        .set({ status: "issued", approvedBy: actorId, approvedAt: new Date() })
        .where(and(eq(claimPayments.id, paymentId), eq(claimPayments.status, "pendingApproval")))
        .returning();
      return row ?? null;
    },

    async voidPayment(paymentId: string, reason: string, actorId: string, tx: Db) {
      const [row] = await tx
        .update(claimPayments)
        .set({ status: "voided", voidReason: reason, voidedBy: actorId, voidedAt: new Date() })
        .where(eq(claimPayments.id, paymentId))
        .returning();
      return row!;
    },

    /** Claim money out (or back, negative): loss on coverages A-D, expense on expense. */
    async post(entry: { claimId: string; paymentId: string; coverage: ReserveLine; amountCents: number }, tx: Db) {
      await tx.insert(claimLedgerEntries).values({ ...entry, kind: entry.coverage === "expense" ? "expense" : "loss" });
    },

    async ledgerTotal(claimId: string, executor: Db = db): Promise<number> {
      const [row] = await executor
        .select({ cents: sql<string>`coalesce(sum(${claimLedgerEntries.amountCents}), 0)` })
        .from(claimLedgerEntries)
        .where(eq(claimLedgerEntries.claimId, claimId));
      return Number(row?.cents ?? 0);
    },

    /** Records a file event and sets the claim's day for it, unless an earlier one is already there. */
    async recordEvent(claimId: string, kind: ClaimFileEventKind, on: string, actorId: string, tx: Db) {
      await tx.insert(claimFileEvents).values({ claimId, kind, on, recordedBy: actorId });
      const column = claims[eventColumns[kind]];
      await tx
        .update(claims)
        .set({ [eventColumns[kind]]: sql`least(coalesce(${column}, ${on}::date), ${on}::date)`, updatedAt: new Date() })
        .where(eq(claims.id, claimId));
    },

    async assign(claimId: string, adjusterId: string, on: string, actorId: string, tx: Db) {
      const [row] = await tx
        .update(claims)
        .set({ adjusterId, updatedAt: new Date() })
        .where(eq(claims.id, claimId))
        .returning();
      await tx
        .insert(claimFileEvents)
        .values({ claimId, kind: "assigned", on, detail: adjusterId, recordedBy: actorId });
      return row!;
    },

    /** Sets the coverage decision; the first decision's day stays the day the decision clock was met. */
    async decide(
      claimId: string,
      decision: { decision: string; reason: string; provision: string; on: string },
      actorId: string,
      tx: Db,
    ) {
      await tx
        .update(claims)
        .set({
          decision: decision.decision,
          decisionReason: decision.reason || null,
          decisionProvision: decision.provision || null,
          decidedOn: sql`coalesce(${claims.decidedOn}, ${decision.on}::date)`,
          updatedAt: new Date(),
        })
        .where(eq(claims.id, claimId));
      await tx
        .insert(claimFileEvents)
        .values({ claimId, kind: "decided", on: decision.on, detail: decision.decision, recordedBy: actorId });
    },

    async close(claimId: string, on: string, actorId: string, tx: Db) {
      await tx.update(claims).set({ closedOn: on, updatedAt: new Date() }).where(eq(claims.id, claimId));
      await tx.insert(claimFileEvents).values({ claimId, kind: "closed", on, recordedBy: actorId });
    },

    /** A file the insured added: on the timeline, with the document it became. */
    async recordInsuredFile(claimId: string, documentId: string, on: string, actorId: string | null, tx: Db) {
      await tx
        .insert(claimFileEvents)
        .values({ claimId, kind: "insuredFile", on, detail: documentId, recordedBy: actorId });
    },

    async overrideCoverage(claimId: string, reason: string, on: string, actorId: string, tx: Db) {
      await tx
        .update(claims)
        .set({ coverageOverrideReason: reason, updatedAt: new Date() })
        .where(eq(claims.id, claimId));
      await tx.insert(claimFileEvents).values({ claimId, kind: "coverageOverridden", on, recordedBy: actorId });
    },

    /** Opens a closed claim again: the decision clock starts over from today's notice. */
    async reopen(claimId: string, kind: string, on: string, actorId: string, tx: Db) {
      await tx
        .update(claims)
        .set({
          closedOn: null,
          reopenKind: kind,
          reopenedOn: on,
          decidedOn: null,
          decision: null,
          updatedAt: new Date(),
        })
        .where(eq(claims.id, claimId));
      await tx.insert(claimFileEvents).values({ claimId, kind, on, recordedBy: actorId });
    },

    photos: (claimId: string) =>
      db
        .select({
          id: claimPhotos.id,
          name: claimPhotos.name,
          contentType: claimPhotos.contentType,
          size: claimPhotos.size,
        })
        .from(claimPhotos)
        .where(eq(claimPhotos.claimId, claimId))
        .orderBy(asc(claimPhotos.createdAt)),

    events: (claimId: string, executor: Db = db) =>
      executor
        .select()
        .from(claimFileEvents)
        .where(eq(claimFileEvents.claimId, claimId))
        .orderBy(asc(claimFileEvents.recordedAt), asc(claimFileEvents.id)),
  };
}

export type ClaimFileRepository = ReturnType<typeof createClaimFileRepository>;
