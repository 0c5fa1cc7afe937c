import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { companyTimeZone } from "../../../shared/calendar-date";
import type { Db } from "../../db/client";
import { catastrophes, claimPayments, claims } from "../../db/schema";

/** The category of claim a storm's window codes (SPEC §9's option). */
const stormCategory = "Wind/Storm Damage";
const floridaDay = (instant: unknown) => sql`((${instant}) at time zone ${sql.raw(`'${companyTimeZone}'`)})::date`;

/** The Florida days a catastrophe codes losses on: its first watch or warning to `hoursAfter` past the last. */
const windowOf = (hoursAfter: number) => ({
  from: floridaDay(catastrophes.watchWarningFrom),
  until: floridaDay(sql`${catastrophes.watchWarningUntil} + make_interval(hours => ${hoursAfter})`),
});

interface FiguresRow {
  catastrophe_id: string | null;
  zip: string;
  claims: number;
  open_claims: number;
  loss_paid: string;
  expense_paid: string;
  incurred: string;
}

/** Catastrophes, and the coding of wind and storm claims to the one whose window holds their date of loss. */
export function createCatastropheRepository(db: Db) {
  return {
    async create(row: Omit<typeof catastrophes.$inferInsert, "id">, tx: Db = db) {
      const [created] = await tx
        .insert(catastrophes)
        .values({ id: randomUUID(), ...row })
        .returning();
      return created!;
    },

    /** Every catastrophe, newest first, with its loss window, its claims and what was paid on them. */
    async list(hoursAfter: number) {
      const window = windowOf(hoursAfter);
      return db
        .select({
          catastrophe: catastrophes,
          lossWindowFrom: sql<string>`${window.from}::text`,
          lossWindowUntil: sql<string>`${window.until}::text`,
          // Qualified by hand: in a one-table select Drizzle leaves column names bare, which a subquery would misread.
          claimCount: sql<number>`(select count(*)::int from claim c where c.catastrophe_id = catastrophe.id)`,
          paidCents: sql<string>`(select coalesce(sum(p.net_cents + p.interest_cents), 0) from claim_payment p
            join claim c on c.id = p.claim_id where c.catastrophe_id = catastrophe.id and p.status = 'issued')`,
        })
        .from(catastrophes)
        .orderBy(desc(catastrophes.watchWarningFrom));
    },

    /**
     * Claims and their money by catastrophe (null: none) and ZIP code of the loss. Per reserve line,
     * paid is what was issued (net and interest); incurred the greater of the reserve and what is paid
     * or waits for approval on it, as on the claim file, so that outstanding = incurred - paid.
     */
    async figuresByZip() {
      const result = await db.execute(sql`select c.catastrophe_id, c.zip, count(*)::int as claims,
          count(*) filter (where c.closed_on is null)::int as open_claims,
          coalesce(sum(money.loss_paid), 0)::text as loss_paid,
          coalesce(sum(money.expense_paid), 0)::text as expense_paid,
          coalesce(sum(money.incurred), 0)::text as incurred
        from claim c
        left join lateral (
          select sum(line.paid) filter (where line.coverage <> 'expense') as loss_paid,
            sum(line.paid) filter (where line.coverage = 'expense') as expense_paid,
            sum(greatest(line.reserve, line.committed)) as incurred
          from (
            select coverage, sum(reserve) as reserve, sum(paid) as paid, sum(committed) as committed from (
              select r.coverage, r.amount_cents as reserve, 0 as paid, 0 as committed
                from claim_reserve r where r.claim_id = c.id
              union all
              select p.coverage, 0, case when p.status = 'issued' then p.net_cents + p.interest_cents else 0 end,
                  p.net_cents + p.interest_cents
                from claim_payment p where p.claim_id = c.id and p.status <> 'voided'
            ) amounts group by coverage
          ) line
        ) money on true
        group by c.catastrophe_id, c.zip`);
      const { rows } = result as unknown as { rows: FiguresRow[] };
      return rows.map((row) => ({
        catastropheId: row.catastrophe_id,
        zip: row.zip,
        claims: Number(row.claims),
        openClaims: Number(row.open_claims),
        lossPaidCents: Number(row.loss_paid),
        expensePaidCents: Number(row.expense_paid),
        incurredCents: Number(row.incurred),
      }));
    },

    exists: async (id: string) =>
      (await db.select({ id: catastrophes.id }).from(catastrophes).where(eq(catastrophes.id, id))).length > 0,

    /**
     * Codes to a catastrophe the wind and storm claims not coded yet whose date of loss falls in its
     * window (all catastrophes when none is named, for one claim when one is): the latest storm wins
     * where two windows overlap.
     */
    async codeStormClaims(hoursAfter: number, only: { claimId?: string; catastropheId?: string }, tx: Db = db) {
      const window = windowOf(hoursAfter);
      const match = sql`(select ${catastrophes.id} from ${catastrophes}
        where ${claims.dateOfLoss} between ${window.from} and ${window.until}
        ${only.catastropheId ? sql`and ${catastrophes.id} = ${only.catastropheId}` : sql``}
        order by ${catastrophes.watchWarningFrom} desc limit 1)`;
      await tx.execute(sql`update ${claims} set ${sql.identifier("catastrophe_id")} = ${match}
        where ${claims.category} = ${stormCategory} and ${claims.catastropheId} is null
        ${only.claimId ? sql`and ${claims.id} = ${only.claimId}` : sql``}
        and exists ${match}`);
    },

    /**
     * A policy's claims coded to a hurricane under a declared state of emergency, with the day repairs were
     * completed (the storm moratorium reads them).
     */
    async stormDamage(policyId: string, executor: Db = db) {
      return executor
        .select({
          claimNumber: claims.claimNumber,
          catastrophe: catastrophes.name,
          repairsCompletedOn: claims.repairsCompletedOn,
        })
        .from(claims)
        .innerJoin(catastrophes, eq(catastrophes.id, claims.catastropheId))
        .where(
          and(
            eq(claims.policyId, policyId),
            eq(catastrophes.peril, "hurricane"),
            eq(catastrophes.stateOfEmergency, true),
          ),
        );
    },

    /** Dates of loss of a policy's claims with a loss payment issued (not expense, not voided). */
    async paidLossDates(policyId: string, executor: Db = db) {
      const rows = await executor
        .selectDistinct({ dateOfLoss: claims.dateOfLoss })
        .from(claims)
        .innerJoin(claimPayments, eq(claimPayments.claimId, claims.id))
        .where(
          and(eq(claims.policyId, policyId), eq(claimPayments.status, "issued"), ne(claimPayments.coverage, "expense")),
        );
      return rows.map((row) => row.dateOfLoss);
    },

    /** The hurricane whose watch or warning is in effect at `at` (the latest to begin), or null. */
    async hurricaneWatchAt(at: Date, executor: Db = db) {
      const [row] = await executor
        .select({ name: catastrophes.name })
        .from(catastrophes)
        .where(
          and(
            eq(catastrophes.peril, "hurricane"),
            lte(catastrophes.watchWarningFrom, at),
            gte(catastrophes.watchWarningUntil, at),
          ),
        )
        .orderBy(desc(catastrophes.watchWarningFrom))
        .limit(1);
      return row?.name ?? null;
    },

    async codeClaim(claimId: string, catastropheId: string | null, tx: Db = db) {
      const [row] = await tx
        .update(claims)
        .set({ catastropheId, updatedAt: new Date() })
        .where(eq(claims.id, claimId))
        .returning({ id: claims.id });
      return row ?? null;
    },
  };
}

export type CatastropheRepository = ReturnType<typeof createCatastropheRepository>;
