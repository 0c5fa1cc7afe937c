import { and, asc, count, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import { policySearchCountLimit, type PolicySearch } from "../../../shared/policy";
import type { DataScope } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { containing } from "../../db/text-search";
import { policies, user } from "../../db/schema";

/** One page of policy ids in the list's order, and how many match (at most the count limit). */
export interface PolicyIdsPage {
  ids: string[];
  totalItems: number;
  /** More policies match than were counted: the list says "more than {{totalItems}}". */
  totalIsCapped: boolean;
}

type SortBy = PolicySearch["sortBy"];

/** The columns a search reads: the policy table's own, or the same ones of a subquery over it. */
type SearchColumns = Record<"id" | "agentId" | "accountId" | "status" | "policyType" | "businessType" | SortBy, Column>;

/** How many policies a broad search reads in the list's order, looking for its page, before it sorts instead. */
const defaultOrderedWalkLimit = 2_000;

/**
 * Each sort column as an expression no index provides: the matches are read,
 * then sorted, instead of walking an index in the sort order.
 */
const sortWithoutIndex: Record<SortBy, SQL> = {
  policyNumber: sql`${policies.policyNumber} || ''`,
  insuredName: sql`${policies.insuredName} || ''`,
  effectiveDate: sql`${policies.effectiveDate} + 0`,
  expirationDate: sql`${policies.expirationDate} + 0`,
  premium: sql`${policies.premium} + 0`,
};

/** An agent sees their own book only. */
const inScope = (scope: DataScope, columns: Pick<SearchColumns, "agentId">): SQL | undefined =>
  scope.kind === "agent" ? eq(columns.agentId, scope.agentId) : undefined;

/**
 * Policy search that stays fast as the book grows (decision 0018).
 *
 * 1. One statement reads at most 1,001 matches, counts them and sorts out
 *    the page. Through the GIN indexes, which hold the status beside the
 *    trigrams, a narrow search ends here with an exact count.
 * 2. A broad search (more than 1,000 matches) stops counting, and reads the
 *    first 2,000 policies in the list's order (a btree index walk), keeping
 *    the matches: a broad term fills a page long before that.
 * 3. When the matches gather elsewhere in that order (a name search sorted
 *    by name), the matches are read and sorted instead.
 */
export function createPolicySearch(db: Db, { orderedWalkLimit = defaultOrderedWalkLimit } = {}) {
  async function conditionFor(query: PolicySearch, scope: DataScope) {
    const text = query.q ? containing(query.q) : null;
    // Agents whose name matches are looked up first (a handful of rows), so
    // each text alternative is one indexed condition.
    const agentIds = text
      ? (await db.select({ id: user.id }).from(user).where(ilike(user.name, text))).map((row) => row.id)
      : [];
    return (columns: SearchColumns): SQL | undefined => {
      const status = query.status ? eq(columns.status, query.status) : undefined;
      // The status goes into every alternative: each is then one index scan
      // with the status inside the index (policy_*_search_idx, policy_agent_status_idx).
      const matching = text
        ? or(
            and(ilike(columns.policyNumber, text), status),
            and(ilike(columns.insuredName, text), status),
            agentIds.length > 0 ? and(inArray(columns.agentId, agentIds), status) : undefined,
          )
        : status;
      return and(
        inScope(scope, columns),
        matching,
        query.policyType ? eq(columns.policyType, query.policyType) : undefined,
        query.businessType ? eq(columns.businessType, query.businessType) : undefined,
        query.accountId ? eq(columns.accountId, query.accountId) : undefined,
      );
    };
  }

  return async function search(query: PolicySearch, scope: DataScope): Promise<PolicyIdsPage> {
    const condition = await conditionFor(query, scope);
    const where = condition(policies);
    const direction = query.sortDirection === "desc" ? desc : asc;
    const offset = (query.page - 1) * query.pageSize;
    const sortColumn = policies[query.sortBy];
    const pageOf = (rows: { id: string }[]) => rows.map((row) => row.id);

    const firstMatches = () =>
      db
        .select({ id: policies.id, sortKey: sql`${sortColumn}`.as("sort_key") })
        .from(policies)
        .where(where)
        .limit(policySearchCountLimit + 1);
    const matches = firstMatches().as("first_matches");
    const page = await db
      .select({ id: matches.id, matched: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(direction(matches.sortKey), direction(matches.id))
      .limit(query.pageSize)
      .offset(offset);
    // No row: either nothing matches, or the page is past the last one.
    const matched =
      page[0]?.matched ??
      (offset === 0 ? 0 : ((await db.select({ value: count() }).from(firstMatches().as("counted")))[0]?.value ?? 0));
    if (matched <= policySearchCountLimit) {
      return { ids: pageOf(page), totalItems: matched, totalIsCapped: false };
    }
    const capped = (ids: string[]) => ({ ids, totalItems: policySearchCountLimit, totalIsCapped: true });

    const walked = db
      .select()
      .from(policies)
      .where(inScope(scope, policies))
      .orderBy(direction(sortColumn), direction(policies.id))
      .limit(orderedWalkLimit)
      .as("walked");
    const walkedPage = await db
      .select({ id: walked.id })
      .from(walked)
      .where(condition(walked))
      .orderBy(direction(walked[query.sortBy]), direction(walked.id))
      .limit(query.pageSize)
      .offset(offset);
    if (walkedPage.length === query.pageSize) return capped(pageOf(walkedPage));

    const sortedPage = await db
      .select({ id: policies.id })
      .from(policies)
      .where(where)
      .orderBy(direction(sortWithoutIndex[query.sortBy]), direction(policies.id))
      .limit(query.pageSize)
      .offset(offset);
    return capped(pageOf(sortedPage));
  };
}
