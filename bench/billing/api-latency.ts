import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { apiCaller } from "../api/api-caller";
import { percentiles, type Percentiles } from "../../tests/support/percentiles";

export interface BillingApiFigures {
  /** Endorsements quoted and issued one after another on a monthly-plan policy (each re-bills it). */
  endorsements: number;
  endorse: Percentiles;
  /** GET /api/policies/{id}/billing one after another on that policy. */
  reads: number;
  read: Percentiles;
  /** The policy's invoices and the ledger balance after it all, checked equal. */
  invoices: number;
  balanceMatches: boolean;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * Billing through the running API as staff: a monthly-plan policy issued,
 * then `endorsements` endorsements quoted and issued (each one re-bills the
 * policy from its ledger in the issuing transaction), then `reads` reads of
 * its billing.
 */
export async function billingApiLatency(
  serverUrl: string,
  cookie: string,
  { endorsements, reads }: { endorsements: number; reads: number },
): Promise<BillingApiFigures> {
  const call = apiCaller(serverUrl, cookie);
  const today = todayInFlorida();
  const policy = await call<{ id: string }>("POST", "/api/policies", {
    policyType: "Workers Compensation",
    insuredName: `Billing bench ${Date.now()}`,
    effectiveDate: today,
    expirationDate: addDays(today, 365),
    premium: 12_000,
    coverage: 500_000,
  });
  const issue = async (request: object) => {
    const quoted = await call<{ id: string }>("POST", `/api/policies/${policy.id}/transactions`, request);
    await call("POST", `/api/policies/${policy.id}/transactions/${quoted.id}/issue`);
  };
  await issue({ type: "newBusiness", changes: { paymentPlan: "monthly" } });
  const endorseTimes: number[] = [];
  for (let index = 0; index < endorsements; index++) {
    const premium = 12_000 + (index % 2 === 0 ? 365 : 0);
    endorseTimes.push(
      (await timed(() => issue({ type: "endorsement", effectiveDate: today, changes: { premium } }))).ms,
    );
  }
  type Billing = { invoices: { openCents: number }[]; balanceCents: number; payInFullCents: number };
  const readTimes: number[] = [];
  let last: Billing | null = null;
  for (let index = 0; index < reads; index++) {
    const { ms, value } = await timed(() => call<Billing>("GET", `/api/policies/${policy.id}/billing`));
    readTimes.push(ms);
    last = value;
  }
  return {
    endorsements,
    endorse: percentiles(endorseTimes),
    reads,
    read: percentiles(readTimes),
    invoices: last!.invoices.length,
    balanceMatches: last!.balanceCents === last!.payInFullCents,
  };
}
