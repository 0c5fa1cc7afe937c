import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { policies, policyTerms, policyTransactions, renewalReviews, type PolicySnapshot } from "../../db/schema";
import type { StoredMessage } from "./stored-message";

export interface TermToCheck {
  termId: string;
  policyId: string;
  endDate: string;
  snapshot: PolicySnapshot;
}

export interface RenewalCheck {
  termId: string;
  policyId: string;
  checkedOn: string;
  reason: StoredMessage | null;
  nonRenewalBy: string;
}

export interface ReviewedRenewal {
  policyId: string;
  policyNumber: string;
  insuredName: string;
  termEnd: string;
  nonRenewalBy: string;
  checkedOn: string;
  reasonKey: string;
  reasonParams: Record<string, string | number> | null;
  /** The policy's latest issued transaction: a non-renewal or a renewal settles the review. */
  latestType: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The only SQL on `renewal_review`: the terms to check today, each check's answer, and the work list. */
export function createRenewalReviewRepository(db: Db) {
  return {
    /**
     * Rated homes whose term ends between `from` and `to`, not renewed, non-renewed or cancelled yet, and not
     * checked today; with the priced fields of the latest issued transaction.
     */
    async termsToCheck(from: string, to: string, today: string, limit: number): Promise<TermToCheck[]> {
      const result = await db.execute(sql`
        select t.id as term_id, t.policy_id, t.end_date::text as end_date, latest.snapshot
        from ${policyTerms} t
        join ${policies} p on p.id = t.policy_id and p.status = 'active'
        join lateral (
          select x.type, x.snapshot from ${policyTransactions} x
          where x.policy_id = t.policy_id and x.status = 'issued'
          order by x.sequence desc limit 1
        ) latest on true
        left join ${renewalReviews} r on r.term_id = t.id
        where t.end_date between ${from} and ${to}
          and not exists (select 1 from ${policyTerms} later where later.policy_id = t.policy_id and later.number > t.number)
          and latest.type not in ('nonRenewal', 'cancellation')
          and latest.snapshot ? 'home'
          and (r.checked_on is null or r.checked_on < ${today})
        order by t.end_date, t.id
        limit ${limit}`);
      return rowsOf<{ term_id: string; policy_id: string; end_date: string; snapshot: PolicySnapshot }>(result).map(
        (row) => ({ termId: row.term_id, policyId: row.policy_id, endDate: row.end_date, snapshot: row.snapshot }),
      );
    },

    async record(check: RenewalCheck): Promise<void> {
      const values = {
        termId: check.termId,
        policyId: check.policyId,
        checkedOn: check.checkedOn,
        reasonKey: check.reason?.key ?? null,
        reasonParams: check.reason?.params ?? null,
        nonRenewalBy: check.nonRenewalBy,
      };
      await db.insert(renewalReviews).values(values).onConflictDoUpdate({ target: renewalReviews.termId, set: values });
    },

    /** The renewals that cannot be priced, the soonest deadline first, with what has been done about each. */
    async unpriceable(): Promise<ReviewedRenewal[]> {
      const result = await db.execute(sql`
        select r.policy_id, p.policy_number, p.insured_name, t.end_date::text as term_end,
          r.non_renewal_by::text as non_renewal_by, r.checked_on::text as checked_on, r.reason_key, r.reason_params,
          (select x.type from ${policyTransactions} x where x.policy_id = r.policy_id and x.status = 'issued'
            order by x.sequence desc limit 1) as latest_type
        from ${renewalReviews} r
        join ${policyTerms} t on t.id = r.term_id
        join ${policies} p on p.id = r.policy_id
        where r.reason_key is not null
        order by r.non_renewal_by, p.policy_number`);
      return rowsOf<{
        policy_id: string;
        policy_number: string;
        insured_name: string;
        term_end: string;
        non_renewal_by: string;
        checked_on: string;
        reason_key: string;
        reason_params: Record<string, string | number> | null;
        latest_type: string;
      }>(result).map((row) => ({
        policyId: row.policy_id,
        policyNumber: row.policy_number,
        insuredName: row.insured_name,
        termEnd: row.term_end,
        nonRenewalBy: row.non_renewal_by,
        checkedOn: row.checked_on,
        reasonKey: row.reason_key,
        reasonParams: row.reason_params,
        latestType: row.latest_type,
      }));
    },
  };
}

export type RenewalReviewRepository = ReturnType<typeof createRenewalReviewRepository>;
