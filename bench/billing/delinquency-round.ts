// The delinquency round's throughput over the whole book (notices
// of cancellation for non-payment, billing/delinquency.ts), on a copy of the
// benchmark database, in a process of its own as a server instance runs it.
import pg from "pg";
import { addDays } from "../../src/shared/calendar-date";
import { defaultCompany } from "../../src/shared/company";
import { benchAdminUrl, createThrowawayDatabase } from "../../tests/support/throwaway-database";
import { renewalBenchDay, runRound } from "../transactions/renewal-round";

export interface DelinquencyFigures {
  /** Policies in the database the round ran over. */
  policies: number;
  /** Invoices open (the bulk seed's full-pay premiums), and of those the ones unpaid past the notice day. */
  openInvoices: number;
  pastDue: number;
  today: string;
  /** Notices of cancellation issued; refused by the rules or another instance. */
  noticed: number;
  refused: number;
  /** The refusals by their reason's catalog key, counted over every round. */
  refusedBecause: Record<string, number>;
  /** Rounds of at most 200 policies, one after another until one sends no notice. */
  rounds: number;
  seconds: number;
  noticedPerSecond: number;
  /** The round that found nobody left: what each later round costs, the pending notices checked for payment included. */
  lastRoundSeconds: number;
}

/** One in this many of the invoices of terms in force is left unpaid: the share a round finds past due. */
const unpaidOneIn = 20;

/**
 * The bulk seed bills each active policy one full-pay invoice, due on its
 * term's first day, with nothing paid and no notice to follow
 * (`past_due_notices` false: nobody told those insureds a due date), so the
 * round would find nobody. One update makes the book look like a real one:
 * one in 20 invoices of the terms still in force after the notice period stays
 * unpaid and now gets notices; every other invoice is marked paid. Only the
 * invoices change: the round reads invoices, and re-bills from the ledger only
 * the policies it cancels, whose ledger (a charge, no payment) agrees with them.
 */
async function leaveSomeUnpaid(url: string, today: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const lastDay = addDays(today, defaultCompany.policyRules.nonPaymentNoticeDays);
    await client.query(
      `update invoice i set
         past_due_notices = late.unpaid,
         paid_cents = case when late.unpaid then 0 else i.premium_cents + i.fee_cents end
       from (select x.id, t.end_date > $1::date and abs(hashtext(x.policy_id)::bigint) % $2 = 0 as unpaid
             from invoice x join policy_term t on t.id = x.term_id) late
       where late.id = i.id`,
      [lastDay, unpaidOneIn],
    );
    await client.query("vacuum analyze invoice");
    const noticeDay = addDays(today, -defaultCompany.billingRules.pastDueNoticeAfterDays);
    const { rows } = await client.query<{ policies: string; open: string; pastDue: string }>(
      `select (select count(*) from policy) as policies,
         (select count(*) from invoice where premium_cents + fee_cents > paid_cents) as open,
         (select count(*) from invoice where premium_cents + fee_cents > paid_cents and past_due_notices
           and due_on <= $1) as "pastDue"`,
      [noticeDay],
    );
    const [counts] = rows as [{ policies: string; open: string; pastDue: string }];
    return { policies: Number(counts.policies), openInvoices: Number(counts.open), pastDue: Number(counts.pastDue) };
  } finally {
    await client.end();
  }
}

/**
 * The delinquency round as of the renewal benchmark's day (inside the bulk
 * seed's terms, so the share found is the same whatever the date of the run),
 * run again and again until no policy is left to notice, as the policy
 * rounds would every few minutes.
 */
export async function measureDelinquency(databaseUrl: string): Promise<DelinquencyFigures> {
  const copy = await createThrowawayDatabase(
    benchAdminUrl,
    "bench_delinquency",
    new URL(databaseUrl).pathname.slice(1),
  );
  try {
    const today = renewalBenchDay;
    const book = await leaveSomeUnpaid(copy.url, today);
    console.error(`  delinquency: ${book.pastDue.toLocaleString("en-US")} invoices past due on ${today}...`);
    const {
      outcomes: [outcome],
      seconds,
    } = await runRound(copy.url, "delinquency", today);
    const noticed = outcome?.noticed ?? 0;
    return {
      ...book,
      today,
      noticed,
      refused: outcome?.refused ?? 0,
      refusedBecause: outcome?.refusedBecause ?? {},
      rounds: outcome?.rounds ?? 0,
      seconds,
      noticedPerSecond: noticed / seconds,
      lastRoundSeconds: outcome?.lastRoundSeconds ?? 0,
    };
  } finally {
    await copy.drop();
  }
}
