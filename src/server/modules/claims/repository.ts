import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type {
  ClaimCategory,
  ClaimSearch,
  ClaimStatus,
  ClaimStatusEvent,
  ClaimSubmission,
  ClaimSummary,
} from "../../../shared/claim";
import type { ClaimDecision, ClaimLetterKind, ReserveLine } from "../../../shared/claim-file";
import type { MemberClaim } from "../../../shared/member";
import type { Language } from "../../../shared/constants";
import { toPage, type Page } from "../../../shared/page";
import { companyTimeZone, todayInFlorida } from "../../../shared/calendar-date";
import type { Db } from "../../db/client";
import {
  claimLetters,
  claimPayments,
  claimPhotos,
  claims,
  claimStatusEvents,
  insuredAccounts,
  policies,
  user,
  type ClaimRow,
} from "../../db/schema";
import { containing } from "../../db/text-search";
import { preparedByShape } from "../../db/prepared-by-shape";
import { invalidField } from "../../http-errors";
import { storedLanguage } from "../../texts/catalog";
import type { ClaimMailRecipient } from "./claim-status-mail";

function toSummary(row: ClaimRow): ClaimSummary {
  return {
    id: row.id,
    claimNumber: row.claimNumber,
    status: row.status as ClaimSummary["status"],
    policyNumber: row.policyNumber,
    policyId: row.policyId,
    memberName: `${row.memberFirstName} ${row.memberLastName}`,
    notifierEmail: row.notifierEmail,
    dateOfLoss: row.dateOfLoss,
    category: row.category,
    city: row.city,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    adjusterId: row.adjusterId,
  };
}

/**
 * Gives the claim the photos uploaded for it. A photo already on another
 * claim, or unknown, refuses the whole claim (the caller's transaction rolls
 * back), so a claim never points at someone else's photo.
 */
async function attachPhotos(executor: Db, claimId: string, photoIds: string[]): Promise<void> {
  const unique = [...new Set(photoIds)];
  if (unique.length === 0) return;
  const attached = await executor
    .update(claimPhotos)
    .set({ claimId })
    .where(and(inArray(claimPhotos.id, unique), isNull(claimPhotos.claimId)))
    .returning({ id: claimPhotos.id });
  if (attached.length !== unique.length) {
    throw invalidField("photoIds", "photo.missing");
  }
}

/** All SQL for claims and their status timelines. */
/** Staff's claim search as placeholders, for the filters the query sets only. */
function searchWhere(query: ClaimSearch, adjusterId: string | null) {
  const text = sql.placeholder("text");
  return and(
    adjusterId ? eq(claims.adjusterId, sql.placeholder("adjusterId")) : undefined,
    query.policyId ? eq(claims.policyId, sql.placeholder("policyId")) : undefined,
    query.status ? eq(claims.status, sql.placeholder("status")) : undefined,
    query.search
      ? or(
          ilike(claims.claimNumber, text),
          ilike(claims.policyNumber, text),
          ilike(sql`${claims.memberFirstName} || ' ' || ${claims.memberLastName}`, text),
          ilike(sql`${claims.notifierFirstName} || ' ' || ${claims.notifierLastName}`, text),
        )
      : undefined,
  );
}

export function createClaimRepository(db: Db) {
  // The Claims screen's list runs on every visit: prepared once per shape (decision 0037).
  const pageStatement = preparedByShape("claims_page");
  const totalStatement = preparedByShape("claims_total");
  return {
    /**
     * Stores a claim, in the language it was filed in, linked to the policy whose number matches; the number comes
     * from the database. Null when a claim with this Idempotency-Key exists (committed, or committing meanwhile).
     */
    async create(
      claim: ClaimSubmission,
      language: Language,
      idempotencyKey: string | null,
      executor: Db = db,
    ): Promise<ClaimSummary | null> {
      const policyNumber = claim.member.policyNumber.trim();
      const [row] = await executor
        .insert(claims)
        .values({
          id: randomUUID(),
          policyId: sql`(select ${policies.id} from ${policies} where upper(${policies.policyNumber}) = upper(${policyNumber}))`,
          memberFirstName: claim.member.firstName,
          memberLastName: claim.member.lastName,
          policyNumber,
          ...claim.loss,
          ...claim.location,
          address2: claim.location.address2 || null,
          ...claim.exposures,
          language,
          idempotencyKey,
          // The claimant's acknowledgement is queued with the claim, so notice is acknowledged the day it comes.
          acknowledgedOn: sql`(now() at time zone ${sql.raw(`'${companyTimeZone}'`)})::date`,
        })
        .onConflictDoNothing({ target: claims.idempotencyKey })
        .returning();
      if (!row) return null;
      await attachPhotos(executor, row.id, claim.photoIds ?? []);
      return toSummary(row);
    },

    /** The claim filed with this Idempotency-Key, with the address it was filed from. */
    async findByKey(idempotencyKey: string): Promise<{ summary: ClaimSummary; notifierEmail: string } | null> {
      const [row] = await db.select().from(claims).where(eq(claims.idempotencyKey, idempotencyKey));
      return row ? { summary: toSummary(row), notifierEmail: row.notifierEmail } : null;
    },

    async find(id: string, executor: Db = db): Promise<ClaimSummary | null> {
      const [row] = await executor.select().from(claims).where(eq(claims.id, id));
      return row ? toSummary(row) : null;
    },

    /** Moves the claim to `status`; null when it does not exist or already has that status. */
    async setStatus(id: string, status: ClaimStatus, executor: Db): Promise<ClaimRow | null> {
      const [row] = await executor
        .update(claims)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(claims.id, id), ne(claims.status, status)))
        .returning();
      return row ?? null;
    },

    /** Staff's claim search: claim number, policy number or name (member or notifier); an adjuster's own claims. */
    async search(query: ClaimSearch, adjusterId: string | null = null): Promise<Page<ClaimSummary>> {
      const shape = [!!query.policyId, !!query.status, !!query.search, !!adjusterId];
      const page = pageStatement(shape, (name) =>
        db
          .select()
          .from(claims)
          .where(searchWhere(query, adjusterId))
          .orderBy(desc(claims.createdAt), desc(claims.claimNumber))
          .limit(sql.placeholder("limit"))
          .offset(sql.placeholder("offset"))
          .prepare(name),
      );
      const total = totalStatement(shape, (name) =>
        db.select({ value: count() }).from(claims).where(searchWhere(query, adjusterId)).prepare(name),
      );
      const values = {
        policyId: query.policyId ?? null,
        adjusterId,
        status: query.status ?? null,
        text: query.search ? containing(query.search) : null,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      };
      const [rows, [counted]] = await Promise.all([page.execute(values), total.execute(values)]);
      return toPage(rows.map(toSummary), query, counted?.value ?? 0);
    },

    /** One step on a claim's timeline, written in the transaction that changes the claim. */
    async recordStatusEvent(
      event: { claimId: string; status: ClaimStatus; changedBy: string | null; note?: string },
      executor: Db,
    ): Promise<void> {
      await executor.insert(claimStatusEvents).values({ ...event, note: event.note ?? null });
    },

    /** A claim's timeline, oldest first, with the name of the staff member behind each change. */
    async timeline(claimId: string): Promise<ClaimStatusEvent[]> {
      const rows = await db
        .select({
          status: claimStatusEvents.status,
          changedAt: claimStatusEvents.changedAt,
          changedBy: claimStatusEvents.changedBy,
          changedByName: user.name,
          note: claimStatusEvents.note,
        })
        .from(claimStatusEvents)
        .leftJoin(user, eq(user.id, claimStatusEvents.changedBy))
        .where(eq(claimStatusEvents.claimId, claimId))
        .orderBy(asc(claimStatusEvents.changedAt), asc(claimStatusEvents.id));
      return rows.map((row) => ({
        ...row,
        status: row.status as ClaimStatus,
        changedAt: row.changedAt.toISOString(),
        changedByName: row.changedByName ?? null,
      }));
    },

    /**
     * Who is told when a claim moves: whoever reported it, and the insured on
     * the policy's account when that is another address (a spouse or an agent
     * may report; the policyholder follows the claim in the member portal).
     * Each reads it in their own language: the reporter in the one they filed
     * in, the insured in the one they chose in the member portal.
     */
    async statusMailRecipients(claim: ClaimRow, executor: Db): Promise<ClaimMailRecipient[]> {
      const recipients: ClaimMailRecipient[] = [
        { email: claim.notifierEmail, firstName: claim.notifierFirstName, language: storedLanguage(claim.language) },
      ];
      if (!claim.policyId) return recipients;
      const [insured] = await executor
        .select({
          email: insuredAccounts.email,
          contactName: insuredAccounts.contactName,
          language: insuredAccounts.language,
        })
        .from(policies)
        .innerJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
        .where(eq(policies.id, claim.policyId));
      if (insured?.email && insured.email.toLowerCase() !== claim.notifierEmail.toLowerCase()) {
        recipients.push({
          email: insured.email,
          firstName: insured.contactName?.split(" ")[0] ?? null,
          language: storedLanguage(insured.language),
        });
      }
      return recipients;
    },

    /**
     * Every claim on the policy, newest first, as its insured sees it: the timeline oldest first, the
     * adjuster and how to reach them, the payments issued and the letters sent. The claim row comes along
     * for the clocks the service works out.
     */
    async claimsOfPolicy(policyId: string): Promise<(Omit<MemberClaim, "decisionDueOn"> & { row: ClaimRow })[]> {
      const found = await db
        .select({ claim: claims, adjuster: { name: user.name, email: user.email, phone: user.phone } })
        .from(claims)
        .leftJoin(user, eq(user.id, claims.adjusterId))
        .where(eq(claims.policyId, policyId))
        .orderBy(desc(claims.createdAt));
      if (found.length === 0) return [];
      const ids = found.map(({ claim }) => claim.id);
      const [events, paid, letters] = await Promise.all([
        db
          .select()
          .from(claimStatusEvents)
          .where(inArray(claimStatusEvents.claimId, ids))
          .orderBy(asc(claimStatusEvents.changedAt), asc(claimStatusEvents.id)),
        db
          .select()
          .from(claimPayments)
          .where(and(inArray(claimPayments.claimId, ids), eq(claimPayments.status, "issued")))
          .orderBy(asc(claimPayments.createdAt)),
        db
          .select()
          .from(claimLetters)
          .where(and(inArray(claimLetters.claimId, ids), isNotNull(claimLetters.documentId)))
          .orderBy(asc(claimLetters.sentAt)),
      ]);
      return found.map(({ claim: row, adjuster }) => ({
        row,
        adjuster: adjuster?.name ? adjuster : null,
        decision: (row.decision as ClaimDecision | null) ?? null,
        payments: paid
          .filter((payment) => payment.claimId === row.id)
          .map((payment) => ({
            id: payment.id,
            paidOn: todayInFlorida(payment.approvedAt ?? payment.createdAt),
            coverage: payment.coverage as ReserveLine,
            grossCents: payment.grossCents,
            deductibleCents: payment.deductibleCents,
            deductibleLeftCents: payment.deductibleLeftCents,
            netCents: payment.netCents,
            interestCents: payment.interestCents,
          })),
        letters: letters
          .filter((letter) => letter.claimId === row.id)
          .map((letter) => ({
            kind: letter.kind as ClaimLetterKind,
            documentId: letter.documentId!,
            sentAt: letter.sentAt!.toISOString(),
          })),
        id: row.id,
        claimNumber: row.claimNumber,
        status: row.status as ClaimStatus,
        category: row.category as ClaimCategory,
        dateOfLoss: row.dateOfLoss,
        createdAt: row.createdAt.toISOString(),
        timeline: events
          .filter((event) => event.claimId === row.id)
          .map((event) => ({
            status: event.status as ClaimStatus,
            changedAt: event.changedAt.toISOString(),
            note: event.note,
          })),
      }));
    },
  };
}

export type ClaimRepository = ReturnType<typeof createClaimRepository>;
