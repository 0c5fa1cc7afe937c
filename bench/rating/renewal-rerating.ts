import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { user } from "../../src/server/db/schema";
import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { createRatingRepository } from "../../src/server/modules/rating/repository";
import { bundledRateTable, createRatingService } from "../../src/server/modules/rating/service";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { defaultCompany } from "../../src/shared/company";
import type { Home, RateTable, StoredRating } from "../../src/shared/rating";
import { renewalFigures, runRound, type RenewalFigures } from "../transactions/renewal-round";
import { seedRatedHomes, type RatedHomesSeed } from "./rated-homes";

/**
 * The day the renewal round runs on: the book's terms (ending 2027-01-15 to
 * 2028-01-14, the window's first 2027-01-30) started a year earlier, after
 * the bundled table's first day, so new business and renewals both have a
 * version in force.
 */
export const ratingBenchDay = "2026-12-01";

/** What the issued renewals starting under one renewal version carry. */
export interface RenewalsUnderVersion {
  /** The version in force for renewals on their first day: what they should be rated by. */
  version: string;
  renewals: number;
  /** Carrying a rating (snapshot.rating): none while renewals are not re-rated. */
  rated: number;
  /** Rated by that version, and for the new term's first day. */
  rightVersion: number;
  ratedOnTermStart: number;
  /** Whose premium is the rating's total. */
  premiumIsRating: number;
  changedPremium: number;
  raisedPremium: number;
}

export interface RenewalCheck {
  byVersion: RenewalsUnderVersion[];
  /** Of a sample, whose stored rating equals the engine's for the home, that version and that day, step by step. */
  sample: number;
  sampleMatching: number;
}

export interface RenewalRerating {
  seed: RatedHomesSeed;
  today: string;
  /** The second version the benchmark loads, for renewals (and new business) from the middle of the window. */
  renewalVersion: { version: string; from: string; change: string };
  round: RenewalFigures;
  check: RenewalCheck;
}

/**
 * A version the benchmark loads for renewals from `from`: the bundled
 * numbers with the hurricane base rate 6 % higher, so the renewals on either
 * side of `from` are priced by different versions and each can be checked.
 */
const renewalVersionFrom = (from: string): RateTable => ({
  ...bundledRateTable,
  version: "FL-HO3-bench-renewals",
  note: "Loaded by npm run bench: the bundled illustrative numbers, hurricane base rate 6 % higher.",
  newBusinessFrom: from,
  renewalFrom: from,
  baseRates: { ...bundledRateTable.baseRates, hurricane: Math.round(bundledRateTable.baseRates.hurricane * 1.06) },
});

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Loads the benchmark's renewal version as an underwriter would (checked, audited), as the demo's staff user. */
async function loadRenewalVersion(databaseUrl: string, table: RateTable): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    const [staff] = await database.db.select({ id: user.id }).from(user).where(eq(user.username, "staff"));
    await createRatingService({
      db: database.db,
      repository: createRatingRepository(database.db),
      today: () => todayInFlorida(),
    }).load(table, {
      userId: staff!.id,
      role: "staff",
      requestId: "bench:rating",
      language: "en",
    });
  } finally {
    await database.close();
  }
}

/** What the issued renewals carry: counted in SQL over all of them, and a sample rated again here. */
async function checkRenewals(databaseUrl: string, newVersion: RateTable, sampleSize: number): Promise<RenewalCheck> {
  const expectedVersion = (termStart: string) => (termStart >= newVersion.renewalFrom ? newVersion : bundledRateTable);
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<Record<string, string | boolean>>(
      `select x.term_start >= $1::date as on_new,
         count(*) as renewals,
         count(*) filter (where x.snapshot ? 'rating') as rated,
         count(*) filter (where x.snapshot->'rating'->>'rateVersion'
           = case when x.term_start >= $1::date then $2 else $3 end) as right_version,
         count(*) filter (where x.snapshot->'rating'->>'ratedOn' = x.term_start::text) as rated_on_term_start,
         count(*) filter (where (x.snapshot->'rating'->>'totalCents')::bigint = x.annual_premium_after * 100)
           as premium_is_rating,
         count(*) filter (where x.annual_premium_after <> x.annual_premium_before) as changed,
         count(*) filter (where x.annual_premium_after > x.annual_premium_before) as raised
       from policy_transaction x where x.type = 'renewal' and x.status = 'issued'
       group by 1 order by 1`,
      [newVersion.renewalFrom, newVersion.version, bundledRateTable.version],
    );
    const { rows: sample } = await client.query<{ term_start: string; home: Home; rating: StoredRating | null }>(
      `select x.term_start::text as term_start, x.snapshot->'home' as home, x.snapshot->'rating' as rating
       from policy_transaction x
       where x.type = 'renewal' and x.status = 'issued' and x.snapshot ? 'rating'
       order by x.id limit $1`,
      [sampleSize],
    );
    const matching = sample.filter((row) =>
      isDeepStrictEqual(row.rating, rateHo3(expectedVersion(row.term_start), row.home, row.term_start)),
    ).length;
    return {
      byVersion: rows.map((row) => ({
        version: (row.on_new === true ? newVersion : bundledRateTable).version,
        renewals: Number(row.renewals),
        rated: Number(row.rated),
        rightVersion: Number(row.right_version),
        ratedOnTermStart: Number(row.rated_on_term_start),
        premiumIsRating: Number(row.premium_is_rating),
        changedPremium: Number(row.changed),
        raisedPremium: Number(row.raised),
      })),
      sample: sample.length,
      sampleMatching: matching,
    };
  });
}

/**
 * Renewal re-rating over a book of rated homes on PostgreSQL: `homes`
 * policies whose terms end evenly over a year from the first day of the
 * benchmark day's renewal window, a second version loaded for renewals from
 * the window's middle, then one instance of the renewal round
 * (`offerRenewals`, in a process of its own, as round-worker.ts runs it)
 * renews the window's share of the book; then what the renewals carry is
 * checked.
 */
export async function renewalRerating(databaseUrl: string, homes: number): Promise<RenewalRerating> {
  const rules = defaultCompany.policyRules;
  const today = ratingBenchDay;
  console.error(`  rating: ${homes.toLocaleString("en-US")} rated homes...`);
  const seed = await seedRatedHomes(databaseUrl, { count: homes, today, rules });
  const middle = addDays(seed.from, Math.floor((rules.renewalOfferDays - rules.renewalNoticeDays) / 2));
  const newVersion = renewalVersionFrom(middle);
  await loadRenewalVersion(databaseUrl, newVersion);
  console.error("  rating: the renewal round (the window's share of the book)...");
  const round = renewalFigures(await runRound(databaseUrl, "renewals", today));
  return {
    seed,
    today,
    renewalVersion: { version: newVersion.version, from: middle, change: "hurricane base rate +6 %" },
    round,
    check: await checkRenewals(databaseUrl, newVersion, 1_000),
  };
}
