import pg from "pg";
import { todayInFlorida } from "../../src/shared/calendar-date";
import { percentiles, type Percentiles } from "../../tests/support/percentiles";
import type { RunningServer } from "../../tests/support/built-server";

export interface EndorsementLatency {
  /** Endorsements timed (after the warm-up). */
  count: number;
  /** Quote and issue together, as a member of staff meets them: two requests, one after the other. */
  both: Percentiles;
  quote: Percentiles;
  issue: Percentiles;
}

const warmUp = 5;

/**
 * Active policies in force today, one per endorsement, spread over the book (ordered by their random ids).
 * Not a rated home: its premium comes from the rate table and a premium change is refused.
 */
async function policiesInForce(databaseUrl: string, count: number): Promise<{ id: string; premium: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const today = todayInFlorida();
    const { rows } = await client.query<{ id: string; premium: number }>(
      `select p.id, p.premium::integer as premium from policy p
       where p.status = 'active' and p.home is null and p.effective_date <= $1 and p.expiration_date > $1
         and exists (select 1 from policy_term t where t.policy_id = p.id and t.end_date > $1)
       order by p.id limit $2`,
      [today, count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} policies are in force today; ${count} wanted`);
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Issuing an endorsement through the HTTP API as staff: quote a premium
 * change effective today (`POST /api/policies/{id}/transactions`), then issue
 * it (`POST …/transactions/{id}/issue`: the policy locked and priced again,
 * the PDF written and stored, the ledger, the row, the audit and the two
 * e-mails in one transaction). Sequential, one policy each, after a warm-up.
 */
export async function endorsementLatency(
  server: RunningServer,
  cookie: string,
  databaseUrl: string,
  count: number,
): Promise<EndorsementLatency> {
  const headers = { "content-type": "application/json", origin: server.url, cookie };
  const post = async (path: string, body?: object) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body ?? {}),
    });
    const answer = (await response.json()) as { data?: { id: string; status: string }; message?: string };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message ?? ""}`);
    return { ms: performance.now() - started, data: answer.data! };
  };

  const times = { both: [] as number[], quote: [] as number[], issue: [] as number[] };
  const policies = await policiesInForce(databaseUrl, warmUp + count);
  for (const [index, policy] of policies.entries()) {
    const base = `/api/policies/${policy.id}/transactions`;
    const quoted = await post(base, { type: "endorsement", changes: { premium: policy.premium + 250 } });
    const issued = await post(`${base}/${quoted.data.id}/issue`);
    if (issued.data.status !== "issued") throw new Error(`endorsement of ${policy.id} not issued`);
    if (index < warmUp) continue;
    times.quote.push(quoted.ms);
    times.issue.push(issued.ms);
    times.both.push(quoted.ms + issued.ms);
  }
  return {
    count,
    both: percentiles(times.both),
    quote: percentiles(times.quote),
    issue: percentiles(times.issue),
  };
}
