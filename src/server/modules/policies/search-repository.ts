import { and, asc, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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

/** A row of the search statement: the count (part `count`), or one id of the page with its place in it. */
interface SearchRow {
  id: string | null;
  matched: number | null;
  part: "count" | "exact" | "walk" | "sorted";
}

/** The columns a search reads: the policy table's own, or the same ones of the walk over it. */
type SearchColumns = Record<"id" | "agentId" | "accountId" | "status" | "policyType" | "businessType" | SortBy, Column>;

/** How many policies a broad search reads in the list's order, looking for its page, before it sorts instead. */
const defaultOrderedWalkLimit = 2_000;

/** The walk's rows: the first policies in the list's order, named `walked` in the statement. */
const walked = alias(policies, "walked");

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

/** `true` when a condition is absent, so it can stand in a WHERE written by hand. */
const orTrue = (condition: SQL | undefined): SQL => condition ?? sql`true`;

/** The filters other than the words, on a set of policy columns. */
function filtersOf(query: PolicySearch, scope: DataScope, columns: SearchColumns): SQL | undefined {
  return and(
    inScope(scope, columns),
    query.status ? eq(columns.status, query.status) : undefined,
    query.policyType ? eq(columns.policyType, query.policyType) : undefined,
    query.businessType ? eq(columns.businessType, query.businessType) : undefined,
    query.accountId ? eq(columns.accountId, query.accountId) : undefined,
  );
}

/** What the typed words match: the `ILIKE` pattern, and the agents whose name has them (looked up first). */
interface Words {
  text: string;
  agentIds: string[];
}

/**
 * The search as a condition on a row (for the walk, which reads its rows
 * already): the words in the number, the insured's name or the agent's name.
 */
function conditionOn(query: PolicySearch, scope: DataScope, words: Words | null, columns: SearchColumns): SQL {
  const matching = words
    ? or(
        ilike(columns.policyNumber, words.text),
        ilike(columns.insuredName, words.text),
        words.agentIds.length > 0 ? inArray(columns.agentId, words.agentIds) : undefined,
      )
    : undefined;
  return orTrue(and(filtersOf(query, scope, columns), matching));
}

/**
 * The matching policies as one `id, sort_key` row each, read through the
 * indexes: one branch per place the words may be (number, insured, agent),
 * each excluding the branches before it, so a policy comes once and the
 * branches stream (a LIMIT above stops them early) instead of being gathered
 * and deduplicated. Every branch carries the status and the other filters, so
 * each is one GIN scan with the status inside the index
 * (policy_*_search_idx), or a scan of policy_agent_status_idx for the
 * matching agents, whose ids are written into the statement so that the
 * planner reads each agent's own share of the book from its statistics.
 */
function matchingRows(query: PolicySearch, scope: DataScope, words: Words | null, sortKey: SQL): SQL {
  const filters = filtersOf(query, scope, policies);
  const branch = (matching: SQL | undefined) =>
    sql`select ${policies.id} as id, ${sortKey} as sort_key from ${policies} where ${orTrue(and(filters, matching))}`;
  if (!words) return branch(undefined);
  const inNumber = ilike(policies.policyNumber, words.text);
  const inName = ilike(policies.insuredName, words.text);
  const byAgent =
    words.agentIds.length > 0
      ? sql` union all ${branch(sql`${inArray(policies.agentId, words.agentIds)} and not (${inNumber}) and not (${inName})`)}`
      : sql``;
  return sql`${branch(inNumber)} union all ${branch(sql`${inName} and not (${inNumber})`)}${byAgent}`;
}

/**
 * Policy search that stays fast as the book grows (decisions 0018 and
 * 0037): the agents named by the words are looked up first (a few rows), then
 * one statement (one round trip) finds the page, its parts running only when
 * they are needed:
 *
 * 1. `first_matches` reads at most 1,001 matches: they are counted, and when
 *    there are no more than 1,000 the page is sorted out of them. Through
 *    the GIN indexes (the status beside the trigrams, or the active policies'
 *    own), a narrow search ends here with an exact count.
 * 2. A broad search (more than 1,000 matches) stops counting, and reads the
 *    first 2,000 policies in the list's order (a btree index walk), keeping
 *    the matches: a broad term fills a page long before that.
 * 3. When the matches gather elsewhere in that order (a name search sorted
 *    by name), the matches are read and sorted instead.
 *
 * The later parts sit behind one-time filters on the earlier ones' results
 * (`where (select matched from counted) > 1000`), so PostgreSQL skips them
 * unless they decide the page.
 */
export function createPolicySearch(db: Db, { orderedWalkLimit = defaultOrderedWalkLimit } = {}) {
  async function wordsOf(query: PolicySearch): Promise<Words | null> {
    if (!query.q) return null;
    const text = containing(query.q);
    const agents = await db.select({ id: user.id }).from(user).where(ilike(user.name, text));
    return { text, agentIds: agents.map((agent) => agent.id) };
  }

  return async function search(query: PolicySearch, scope: DataScope): Promise<PolicyIdsPage> {
    const words = await wordsOf(query);
    const dir = query.sortDirection === "desc" ? sql.raw("desc") : sql.raw("asc");
    const direction = query.sortDirection === "desc" ? desc : asc;
    const limit = query.pageSize;
    const offset = (query.page - 1) * query.pageSize;
    const sortColumn = policies[query.sortBy];
    const walkedSort = walked[query.sortBy];
    const broad = sql`(select matched from counted) > ${policySearchCountLimit}`;

    const result = await db.execute(sql`
      with first_matches as (
        select id, sort_key from (${matchingRows(query, scope, words, sql`${sortColumn}`)}) matches
        limit ${policySearchCountLimit + 1}
      ),
      counted as (select count(*)::int as matched from first_matches),
      exact_page as (
        select id, row_number() over (order by sort_key ${dir}, id ${dir}) as position from first_matches
        order by sort_key ${dir}, id ${dir} limit ${limit} offset ${offset}
      ),
      ${sql.identifier("walked")} as (
        select * from ${policies} where ${orTrue(inScope(scope, policies))}
        order by ${direction(sortColumn)}, ${direction(policies.id)} limit ${orderedWalkLimit}
      ),
      walked_page as (
        select ${walked.id} as id, row_number() over (order by ${walkedSort} ${dir}, ${walked.id} ${dir}) as position
        from ${sql.identifier("walked")} where ${conditionOn(query, scope, words, walked)}
        order by ${walkedSort} ${dir}, ${walked.id} ${dir} limit ${limit} offset ${offset}
      ),
      sorted_page as (
        select id, row_number() over (order by sort_key ${dir}, id ${dir}) as position
        from (${matchingRows(query, scope, words, sortWithoutIndex[query.sortBy])}) matches
        order by sort_key ${dir}, id ${dir} limit ${limit} offset ${offset}
      )
      select null as id, 0 as position, matched, 'count' as part from counted
      union all
      select id, position, null, 'exact' from exact_page where not ${broad}
      union all
      select id, position, null, 'walk' from walked_page
      where ${broad} and (select count(*) from walked_page) = ${limit}
      union all
      select id, position, null, 'sorted' from sorted_page
      where ${broad} and (select count(*) from walked_page) < ${limit}
      order by position
    `);
    const { rows } = result as unknown as { rows: SearchRow[] };
    const matched = Number(rows.find((row) => row.part === "count")?.matched ?? 0);
    const ids = rows.filter((row) => row.part !== "count").map((row) => row.id!);
    return matched <= policySearchCountLimit
      ? { ids, totalItems: matched, totalIsCapped: false }
      : { ids, totalItems: policySearchCountLimit, totalIsCapped: true };
  };
}
