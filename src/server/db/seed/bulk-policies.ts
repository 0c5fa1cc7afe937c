import { randomUUID } from "node:crypto";
import { count as sqlCount, inArray, sql } from "drizzle-orm";
import { businessTypes, policyStatuses, policyTypes } from "../../../shared/policy";
import type { Db } from "../client";
import { giveFirstTerms } from "../first-terms";
import { policies, user } from "../schema";

/**
 * Synthetic but plausible policies for measuring (`npm run db:seed -- --policies N`).
 * A database filled this way is for benchmarks: its dashboard figures are no
 * longer the demo's.
 */

const firstWords = [
  "Bayshore",
  "Gulf",
  "Coastal",
  "Sunshine",
  "Palmetto",
  "Manatee",
  "Pelican",
  "Tarpon",
  "Cypress",
  "Everglades",
  "Seminole",
  "Osprey",
  "Mangrove",
  "Coral",
  "Keys",
  "Harbor",
  "Citrus",
  "Magnolia",
  "Sandpiper",
  "Heron",
  "Suncoast",
  "Panhandle",
  "Biscayne",
  "Sanibel",
  "Hillsborough",
  "Pinellas",
  "Brevard",
  "Volusia",
  "Okeechobee",
  "Apalachee",
];
const secondWords = [
  "Dental",
  "Marine",
  "Builders",
  "Bakery",
  "Roofing",
  "Pediatrics",
  "Logistics",
  "Landscaping",
  "Realty",
  "Electric",
  "Plumbing",
  "Veterinary",
  "Storage",
  "Hospitality",
  "Seafood",
  "Auto Care",
  "Printing",
  "Fitness",
  "Pharmacy",
  "Outfitters",
];
const suffixes = {
  Corporation: "Corp.",
  LLC: "LLC",
  Partnership: "Partners",
  "Sole Proprietorship": "Co.",
  "Non-Profit": "Foundation, Inc.",
};
const cities = [
  ["Tampa", "33602"],
  ["St. Petersburg", "33701"],
  ["Sarasota", "34236"],
  ["Orlando", "32801"],
  ["Miami", "33131"],
  ["Naples", "34102"],
  ["Fort Myers", "33901"],
  ["Tallahassee", "32301"],
  ["Jacksonville", "32202"],
  ["Pensacola", "32502"],
  ["Gainesville", "32601"],
  ["Fort Lauderdale", "33301"],
  ["Clearwater", "33755"],
  ["Lakeland", "33801"],
  ["Ocala", "34471"],
] as const;
const streets = [
  "Main St",
  "Bay St",
  "Ocean Dr",
  "Palm Ave",
  "Gulf Blvd",
  "Central Ave",
  "Harbor Dr",
  "Orange Ave",
  "Beach Blvd",
  "Seminole Rd",
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** The i-th synthetic policy, varied but reproducible. */
function syntheticPolicy(index: number, agentIds: string[]) {
  const businessType = pick(businessTypes, index * 7);
  const [city, zipCode] = pick(cities, index * 11);
  const effective = new Date(Date.UTC(2025, 0, 1) + ((index * 37) % 730) * 86_400_000);
  const expiration = new Date(effective);
  expiration.setUTCFullYear(expiration.getUTCFullYear() + 1);
  const premium = 1_000 + ((index * 7_919) % 250_000);
  return {
    id: randomUUID(),
    policyType: pick(policyTypes, index),
    status: pick(policyStatuses, index * 3),
    insuredName: `${pick(firstWords, index)} ${pick(secondWords, Math.floor(index / firstWords.length))} ${suffixes[businessType]} ${index}`,
    businessType,
    effectiveDate: effective.toISOString().slice(0, 10),
    expirationDate: expiration.toISOString().slice(0, 10),
    premium,
    coverage: premium * 40,
    agentId: pick(agentIds, index),
    address: `${100 + (index % 9_800)} ${pick(streets, index * 13)}`,
    city,
    state: "FL",
    zipCode,
  };
}

// Below this many new rows, keeping the indexes up to date row by row is cheaper than rebuilding them.
const rebuildIndexesFrom = 50_000;

/**
 * Runs a large load without the policy table's secondary indexes, then builds
 * them again from their saved definitions (storage options included), as
 * PostgreSQL's "Populating a Database" advises: a trigram index built in one
 * pass is many times faster than one updated a million times. The primary key
 * and the unique policy number stay, so the load is still checked.
 */
async function withSecondaryIndexesRebuilt(db: Db, load: () => Promise<void>): Promise<void> {
  const { rows } = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.tablename = 'policy' and i.schemaname = current_schema()
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
  `)) as unknown as { rows: { name: string; definition: string }[] };
  for (const index of rows) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    await load();
  } finally {
    for (const index of rows) await db.execute(sql.raw(index.definition));
  }
}

/**
 * Inserts `count` more policies in multi-row statements; answers how long it
 * took. Numbering continues from the policies already there, so a benchmark can
 * grow one database step by step (10,000, then 100,000, then 1,000,000).
 */
export async function seedBulkPolicies(db: Db, count: number, batchSize = 2_000): Promise<{ seconds: number }> {
  const started = performance.now();
  const [existing] = await db.select({ value: sqlCount() }).from(policies);
  const first = existing?.value ?? 0;
  const agents = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.role, ["agent"]));
  if (agents.length === 0) throw new Error("seed the demo accounts first: bulk policies need agents");
  const agentIds = agents.map((agent) => agent.id).sort();
  const insertAll = async () => {
    for (let offset = 0; offset < count; offset += batchSize) {
      const size = Math.min(batchSize, count - offset);
      const rows = Array.from({ length: size }, (_, index) => syntheticPolicy(first + offset + index, agentIds));
      await db.insert(policies).values(rows);
    }
  };
  if (count >= rebuildIndexesFrom) await withSecondaryIndexesRebuilt(db, insertAll);
  else await insertAll();
  await giveFirstTerms(db);
  // Fresh statistics and a clean visibility map, as autovacuum would leave them.
  for (const table of ["policy", "policy_term", "policy_transaction", "policy_ledger_entry"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { seconds: (performance.now() - started) / 1000 };
}
