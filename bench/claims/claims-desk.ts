import type pg from "pg";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { apiCaller, type ApiCall } from "../api/api-caller";
import { percentiles, type Percentiles } from "../../tests/support/percentiles";

export interface PaymentFigures {
  /** Payments sent at once, all on claims of one insured: each waits for the insured's deductible lock. */
  concurrency: number;
  payments: number;
  perSecond: number;
  latency: Percentiles;
  /** On every claim the deductible applied stayed within what it is (never twice). */
  deductibleOnce: boolean;
}

export interface ClaimsDeskFigures {
  claims: number;
  openClaims: number;
  fillSeconds: number;
  /** GET /api/claims/{id} on claims picked across the book. */
  claimFile: Percentiles;
  fileReads: number;
  /** GET /api/claims/deadlines: the clock screen over every open claim, and the rows it answered. */
  clockScreen: Percentiles;
  clockReads: number;
  clockRows: number;
  payments: PaymentFigures;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** `count` timings of `request`, one after another, after a warm-up of five. */
async function sequential(count: number, request: (index: number) => Promise<unknown>): Promise<Percentiles> {
  for (let index = 0; index < 5; index++) await request(index);
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push(await timed(() => request(index)));
  return percentiles(times);
}

/**
 * Payments through the API on claims of the demo member's rated home: one
 * new claim per payment slot, each reserved, then `payments` payments of
 * $600 sent `concurrency` at a time. Every payment takes the insured's
 * deductible-year lock, so they queue behind each other: the figure is what
 * one insured's claims can be paid at, the worst case of a storm's backlog.
 */
async function payments(client: pg.Client, call: ApiCall, options: { concurrency: number; payments: number }) {
  const today = todayInFlorida();
  const { rows: homes } = await client.query<{ id: string; policy_number: string }>(
    `select id, policy_number from policy where home is not null and account_id is not null and status = 'active'
       and effective_date <= $1 and expiration_date > $1 order by policy_number limit 1`,
    [today],
  );
  const home = homes[0];
  if (!home) throw new Error("no rated home in force to pay claims on");
  const { rows: claims } = await client.query<{ id: string }>(
    `insert into claim (id, policy_id, member_first_name, member_last_name, policy_number, date_of_loss, category,
       notifier_first_name, notifier_last_name, notifier_email, relationship_to_member, address1, city, state, zip,
       loss_details, is_home_habitable, dwelling_damaged, other_structures_damaged, personal_property_damaged,
       additional_living_expenses, acknowledged_on)
     select gen_random_uuid()::text, $1, 'Bench', 'Insured', $2, $3::date, 'Water Damage', 'Bench', 'Insured',
       'bench.insured@example.com', 'Self (Policyholder)', '1 Bench Way', 'Tampa', 'FL', '33701',
       'A pipe burst under the kitchen sink.', 'Yes', 'Yes', 'No', 'No', 'No', $4::date
     from generate_series(1, $5::int) returning id`,
    [home.id, home.policy_number, addDays(today, -1), today, options.concurrency],
  );
  await client.query(
    `insert into claim_reserve (claim_id, coverage, amount_cents) select unnest($1::text[]), 'A', 100000000`,
    [claims.map((claim) => claim.id)],
  );
  const pay = (claimId: string) =>
    call("POST", `/api/claims/${claimId}/payments`, {
      coverage: "A",
      grossCents: 60_000,
      payee: "Bench Insured",
      method: "check",
    });
  // One warm-up payment per claim, then the timed ones: each slot pays its own claim again and again.
  await Promise.all(claims.map((claim) => pay(claim.id)));
  const each = Math.ceil(options.payments / claims.length);
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    claims.map(async (claim) => {
      for (let index = 0; index < each; index++) times.push(await timed(() => pay(claim.id)));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { rows: applied } = await client.query<{ over: number }>(
    `select count(*)::int as over from (
       select p.claim_id, sum(p.deductible_cents) as applied, max(p.deductible_cents + p.deductible_left_cents) as whole
       from claim_payment p where p.claim_id = any($1::text[]) and p.status <> 'voided' group by p.claim_id
     ) per_claim where applied > whole`,
    [claims.map((claim) => claim.id)],
  );
  return {
    concurrency: options.concurrency,
    payments: times.length,
    perSecond: times.length / seconds,
    latency: percentiles(times),
    deductibleOnce: applied[0]!.over === 0,
  };
}

/** The claim file, the clock screen and payments through the running API as a claims manager. */
export async function measureClaimsDesk(
  client: pg.Client,
  serverUrl: string,
  cookie: string,
  options: { fileReads: number; clockReads: number; payments: number; concurrency: number },
): Promise<Omit<ClaimsDeskFigures, "claims" | "openClaims" | "fillSeconds">> {
  const call = apiCaller(serverUrl, cookie);
  // Claims spread over the book: open and closed, on every kind of policy.
  const { rows: picked } = await client.query<{ id: string }>("select id from claim order by md5(id) limit $1", [
    options.fileReads + 5,
  ]);
  const claimFile = await sequential(options.fileReads, (index) => call("GET", `/api/claims/${picked[index]!.id}`));
  let clockRows = 0;
  const clockScreen = await sequential(options.clockReads, async () => {
    clockRows = (await call<unknown[]>("GET", "/api/claims/deadlines")).length;
  });
  return {
    claimFile,
    fileReads: options.fileReads,
    clockScreen,
    clockReads: options.clockReads,
    clockRows,
    payments: await payments(client, call, options),
  };
}
