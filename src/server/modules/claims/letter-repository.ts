import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  claimFileEvents,
  claimLetters,
  claims,
  insuredAccounts,
  policies,
  user,
  type ClaimLetterRow,
} from "../../db/schema";
import type { ClaimLetterKind } from "../../../shared/claim-file";

/** How long a round may hold a letter it is writing before another round may take it. */
const leaseSeconds = 300;

/** The claim letters' SQL: the letters owed, taken by one round at a time, and each claim's letters. */
export function createClaimLetterRepository(db: Db) {
  return {
    /** A letter the claim now owes, in the caller's transaction. */
    async owe(claimId: string, kind: ClaimLetterKind, detail: Record<string, string | number | null>, tx: Db) {
      await tx.insert(claimLetters).values({ claimId, kind, detail });
    },

    /** Takes up to `limit` owed letters, oldest first, leasing them in the same statement. */
    async takeOwed(limit: number): Promise<ClaimLetterRow[]> {
      const result = await db.execute(sql`
        update ${claimLetters}
        set leased_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from ${claimLetters}
          where sent_at is null and (leased_until is null or leased_until <= now())
          order by id
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      return db
        .select()
        .from(claimLetters)
        .where(sql`${claimLetters.id} in (${sql.join(ids, sql`, `)})`)
        .orderBy(asc(claimLetters.id));
    },

    /** What every letter names: the claim, its adjuster and how to reach them, the policy's insured. */
    async facts(claimId: string) {
      const [row] = await db
        .select({
          claim: claims,
          adjuster: { name: user.name, email: user.email, phone: user.phone },
          insured: { name: insuredAccounts.name, language: insuredAccounts.language },
        })
        .from(claims)
        .leftJoin(user, eq(user.id, claims.adjusterId))
        .leftJoin(policies, eq(policies.id, claims.policyId))
        .leftJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
        .where(eq(claims.id, claimId));
      return row ?? null;
    },

    /**
     * The letter is sent: its document, a line on the claim's timeline, and for
     * the acknowledgement the day the Bill of Rights went out (its clock).
     */
    async markSent(letter: ClaimLetterRow, documentId: string, on: string, tx: Db) {
      await tx
        .update(claimLetters)
        .set({ documentId, sentAt: new Date(), lastError: null })
        .where(and(eq(claimLetters.id, letter.id), isNull(claimLetters.sentAt)));
      await tx
        .insert(claimFileEvents)
        .values({ claimId: letter.claimId, kind: "letter", on, detail: `${letter.kind}:${documentId}` });
      if (letter.kind === "acknowledgement") {
        await tx
          .update(claims)
          .set({ billOfRightsOn: sql`coalesce(${claims.billOfRightsOn}, ${on}::date)` })
          .where(eq(claims.id, letter.claimId));
      }
    },

    /** A letter that could not be written: tried again when its lease ends. */
    async markFailed(id: number, error: string) {
      await db
        .update(claimLetters)
        .set({ lastError: error.slice(0, 1000) })
        .where(eq(claimLetters.id, id));
    },

    /** A claim's letters, oldest first, sent or still owed. */
    ofClaim: (claimId: string, executor: Db = db) =>
      executor
        .select()
        .from(claimLetters)
        .where(eq(claimLetters.claimId, claimId))
        .orderBy(asc(claimLetters.owedAt), asc(claimLetters.id)),
  };
}

export type ClaimLetterRepository = ReturnType<typeof createClaimLetterRepository>;
