import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { giveFirstTerms } from "../../src/server/db/first-terms";
import { policies, user } from "../../src/server/db/schema";
import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { addDays } from "../../src/shared/calendar-date";
import type { PolicyRules } from "../../src/shared/company";
import { syntheticHome } from "./homes";

const givenNames = ["Ana", "Ben", "Carla", "Dev", "Elena", "Femi", "Gus", "Hana", "Ivan", "June", "Kai", "Luz"];
const familyNames = [
  "Alvarez",
  "Brooks",
  "Castillo",
  "Dubois",
  "Evans",
  "Ferrari",
  "Garcia",
  "Hughes",
  "Ito",
  "Jensen",
];
const streets = ["Bayshore Blvd", "Palm Ave", "Gulf Blvd", "Coral Way", "Magnolia Dr", "Heron Ln", "Osprey Ct"];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** One year before a day, as the policy's term would have started (a 29 February's term starts on 1 March). */
function yearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

export interface RatedHomesSeed {
  homes: number;
  /** The renewal window of the round run on `today`, and how many of the homes' terms end inside it. */
  from: string;
  to: string;
  inWindow: number;
  /** Rating every home with the bundled table, in this process. */
  ratingSeconds: number;
  /** Everything: rating, inserting, the first terms and their new business, statistics. */
  seconds: number;
}

/**
 * `count` active Property policies on synthetic homes (homes.ts), each
 * priced by the bundled table for its term's first day (`policy.home`,
 * `policy.rating`, premium and coverage from the rating, as issuing a rated
 * home leaves them), then given their first term and issued new business
 * (`giveFirstTerms`, as every bulk load gets them). Every term is a year
 * long; they end evenly over the year from the first day of the renewal
 * window of `today` ([today + notice days, today + offer days]), so the
 * round on `today` finds the window's share of the book (16 days in 365)
 * among the whole book, as on any day of a full year.
 */
export async function seedRatedHomes(
  databaseUrl: string,
  { count, today, rules, batchSize = 1_000 }: { count: number; today: string; rules: PolicyRules; batchSize?: number },
): Promise<RatedHomesSeed> {
  const started = performance.now();
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  const { db } = database;
  try {
    const agents = await db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.role, ["agent"]));
    if (agents.length === 0) throw new Error("seed the demo accounts first: the homes need agents");
    const agentIds = agents.map((agent) => agent.id).sort();
    const windowDays = rules.renewalOfferDays - rules.renewalNoticeDays + 1;
    const from = addDays(today, rules.renewalNoticeDays);
    let inWindow = 0;

    let ratingMs = 0;
    for (let offset = 0; offset < count; offset += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, count - offset) }, (_, at) => {
        const index = offset + at;
        const expirationDate = addDays(from, index % 365);
        if (index % 365 < windowDays) inWindow++;
        const effectiveDate = yearBefore(expirationDate);
        const home = syntheticHome(index, Number(effectiveDate.slice(0, 4)));
        const rated = performance.now();
        const rating = rateHo3(bundledRateTable, home, effectiveDate);
        ratingMs += performance.now() - rated;
        return {
          id: randomUUID(),
          policyType: "Property",
          status: "active",
          insuredName: `${pick(givenNames, index)} ${pick(familyNames, Math.floor(index / givenNames.length))} ${index}`,
          effectiveDate,
          expirationDate,
          // Whole dollars: each part is rounded to the dollar and the bundled table's fees are whole dollars.
          premium: rating.totalCents / 100,
          coverage: home.coverageA,
          agentId: pick(agentIds, index),
          address: `${100 + (index % 9_800)} ${pick(streets, index * 3)}`,
          state: "FL",
          zipCode: home.zipCode,
          home,
          rating,
        };
      });
      await db.insert(policies).values(rows);
    }
    await giveFirstTerms(db);
    for (const table of ["policy", "policy_term", "policy_transaction", "policy_ledger_entry"]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    return {
      homes: count,
      from,
      to: addDays(today, rules.renewalOfferDays),
      inWindow,
      ratingSeconds: ratingMs / 1000,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}
