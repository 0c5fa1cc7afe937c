import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import pg from "pg";
import { addDays } from "../../src/shared/calendar-date";
import { defaultCompany } from "../../src/shared/company";
import { benchAdminUrl, createThrowawayDatabase } from "../../tests/support/throwaway-database";

interface WorkerOutcome {
  seconds: number;
  offered?: number;
  skipped?: number;
  applied?: number;
  expired?: number;
  /** The delinquency rounds': see round-worker.ts. */
  noticed?: number;
  reinstated?: number;
  refused?: number;
  refusedBecause?: Record<string, number>;
  rounds?: number;
  lastRoundSeconds?: number;
}

type Round = "renewals" | "apply" | "delinquency";

export interface RenewalFigures {
  offered: number;
  /** Refused at issue (another instance was first) or by the rules. */
  skipped: number;
  /** From the start signal until the last instance finished. */
  seconds: number;
  perSecond: number;
}

export interface ApplyFigures {
  today: string;
  applied: number;
  expired: number;
  seconds: number;
}

export interface PolicyRoundFigures {
  /** Policies in the database the rounds ran over. */
  policies: number;
  /** The first round after the bulk load: every term that ended before `today` expires. */
  catchUp: ApplyFigures;
  /** One instance offering renewal to the terms ending within [today + 45, today + 60]. */
  single: RenewalFigures & { today: string; from: string; to: string };
  /** Two instances at once on the next 16 days' terms, each on its own pool, in its own process. */
  two: RenewalFigures & { today: string; from: string; to: string; perInstance: number[] };
  /** Policies that got two issued renewals of the same term (must be 0), and the losing quotes withdrawn. */
  doubleRenewals: number;
  withdrawnQuotes: number;
  /** The round on the day the offered renewals begin: they are applied, terms not renewed expire. */
  due: ApplyFigures;
}

/**
 * A day inside the bulk seed's two years of terms (they end 2026-01-01 to
 * 2027-12-31, evenly), so each round finds the same share of the book
 * whatever the date of the run: about 1 in 730 of the active policies per day
 * of the 16-day offer window.
 */
export const renewalBenchDay = "2026-11-16";

/** One instance of the round in a child process, connected and waiting for `go`. */
async function startWorker(databaseUrl: string, round: Round, today: string) {
  const child = spawn("node", ["--import", "tsx", "bench/transactions/round-worker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ROUND: round, TODAY: today },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`round worker exited with ${code}`))),
  );
  // Its normal exit, after the answer, is nobody's error.
  exited.catch(() => undefined);
  const next = async () => {
    const line = await Promise.race([lines.next(), exited]);
    if (line.done) throw new Error("round worker ended without answering");
    return line.value;
  };
  if ((await next()) !== "ready") throw new Error("round worker did not start");
  return {
    async go(): Promise<WorkerOutcome> {
      child.stdin.write("go\n");
      const outcome = JSON.parse(await next()) as WorkerOutcome;
      child.stdin.end();
      return outcome;
    },
  };
}

/** Runs `round` as of `today` on `instances` processes started together; answers each one's outcome and the wall time. */
export async function runRound(databaseUrl: string, round: Round, today: string, instances = 1) {
  const workers = await Promise.all(Array.from({ length: instances }, () => startWorker(databaseUrl, round, today)));
  const started = performance.now();
  const outcomes = await Promise.all(workers.map((worker) => worker.go()));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export const renewalFigures = ({ outcomes, seconds }: Awaited<ReturnType<typeof runRound>>): RenewalFigures => {
  const offered = outcomes.reduce((total, each) => total + (each.offered ?? 0), 0);
  return {
    offered,
    skipped: outcomes.reduce((total, each) => total + (each.skipped ?? 0), 0),
    seconds,
    perSecond: offered / seconds,
  };
};

const applied = (today: string, { outcomes: [outcome], seconds }: Awaited<ReturnType<typeof runRound>>) => ({
  today,
  applied: outcome?.applied ?? 0,
  expired: outcome?.expired ?? 0,
  seconds,
});

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The policy rounds over the whole book, on a copy of the benchmark database
 * (nobody connected to it): the first round after the load, one instance
 * offering renewals, two instances offering the next window's at once (each
 * issue renders and stores the renewal's declarations and queues two
 * e-mails), then the round on the renewals' day.
 */
export async function measurePolicyRounds(databaseUrl: string): Promise<PolicyRoundFigures> {
  const copy = await createThrowawayDatabase(benchAdminUrl, "bench_rounds", new URL(databaseUrl).pathname.slice(1));
  try {
    const { renewalNoticeDays, renewalOfferDays } = defaultCompany.policyRules;
    const window = (today: string) => ({
      today,
      from: addDays(today, renewalNoticeDays),
      to: addDays(today, renewalOfferDays),
    });
    const [{ policies }] = (await query<{ policies: string }>(copy.url, "select count(*) as policies from policy")) as [
      { policies: string },
    ];

    const first = renewalBenchDay;
    console.error(`  policy rounds: the first round after the load (${first})...`);
    const catchUp = applied(first, await runRound(copy.url, "apply", first));
    console.error("  policy rounds: renewals, one instance...");
    const single = { ...window(first), ...renewalFigures(await runRound(copy.url, "renewals", first)) };
    // The next window: the days after the first one's, so the two instances have a fresh share to renew.
    const second = addDays(first, renewalOfferDays - renewalNoticeDays + 1);
    console.error("  policy rounds: renewals, two instances at once...");
    const both = await runRound(copy.url, "renewals", second, 2);
    const two = {
      ...window(second),
      ...renewalFigures(both),
      perInstance: both.outcomes.map((each) => each.offered ?? 0),
    };

    const [doubled] = await query<{ policies: string }>(
      copy.url,
      `select count(*) as policies from (
         select policy_id from policy_transaction where type = 'renewal' and status = 'issued'
         group by policy_id, term_start having count(*) > 1) twice`,
    );
    const [withdrawn] = await query<{ quotes: string }>(
      copy.url,
      "select count(*) as quotes from policy_transaction where type = 'renewal' and status = 'withdrawn'",
    );

    const renewalsBegin = addDays(second, renewalOfferDays);
    console.error(`  policy rounds: the round on the renewals' day (${renewalsBegin})...`);
    const due = applied(renewalsBegin, await runRound(copy.url, "apply", renewalsBegin));
    return {
      policies: Number(policies),
      catchUp,
      single,
      two,
      doubleRenewals: Number(doubled?.policies ?? 0),
      withdrawnQuotes: Number(withdrawn?.quotes ?? 0),
      due,
    };
  } finally {
    await copy.drop();
  }
}
