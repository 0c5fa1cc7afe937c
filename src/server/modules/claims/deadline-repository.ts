import { and, asc, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { companyTimeZone } from "../../../shared/calendar-date";
import type { Db } from "../../db/client";
import { catastrophes, claims, user } from "../../db/schema";

/**
 * The open claims whose clocks could be at risk or overdue by `horizon`: a
 * superset the clocks (clocks.ts) then work out exactly, so the rules live in
 * one place. `soonestFromNotice` and `soonestFromProof` are the shortest clocks
 * counted from notice and from proof of loss.
 */
export function createDeadlineRepository(db: Db) {
  return {
    async candidates(query: {
      horizon: string;
      soonestFromNotice: number;
      soonestFromProof: number;
      adjusterId: string | null;
    }) {
      const fromNotice: SQL = sql`${claims.receivedOn} + ${query.soonestFromNotice}::int <= ${query.horizon}::date`;
      const fromProof: SQL = sql`${claims.proofOfLossOn} + ${query.soonestFromProof}::int <= ${query.horizon}::date`;
      return db
        .select({
          // The days the clocks read and the row's names, not the whole claim: thousands of rows at a storm.
          claim: {
            id: claims.id,
            claimNumber: claims.claimNumber,
            policyNumber: claims.policyNumber,
            adjusterId: claims.adjusterId,
            receivedOn: claims.receivedOn,
            reopenedOn: claims.reopenedOn,
            acknowledgedOn: claims.acknowledgedOn,
            billOfRightsOn: claims.billOfRightsOn,
            proofOfLossOn: claims.proofOfLossOn,
            investigationStartedOn: claims.investigationStartedOn,
            inspectedOn: claims.inspectedOn,
            decidedOn: claims.decidedOn,
            closedOn: claims.closedOn,
          },
          adjusterName: user.name,
          stateOfEmergency: catastrophes.stateOfEmergency,
          firstPaidOn: sql<
            string | null
          >`(select min((p.created_at at time zone ${sql.raw(`'${companyTimeZone}'`)})::date)::text
            from claim_payment p where p.claim_id = ${claims.id} and p.status = 'issued'
            and (p.created_at at time zone ${sql.raw(`'${companyTimeZone}'`)})::date >= coalesce(${claims.reopenedOn}, ${claims.receivedOn}))`,
        })
        .from(claims)
        .leftJoin(user, eq(user.id, claims.adjusterId))
        .leftJoin(catastrophes, eq(catastrophes.id, claims.catastropheId))
        .where(
          and(
            isNull(claims.closedOn),
            query.adjusterId ? eq(claims.adjusterId, query.adjusterId) : undefined,
            or(fromNotice, fromProof),
            lte(claims.receivedOn, query.horizon),
          ),
        )
        .orderBy(asc(claims.receivedOn), asc(claims.claimNumber));
    },
  };
}

export type DeadlineRepository = ReturnType<typeof createDeadlineRepository>;
