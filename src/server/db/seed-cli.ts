// `npm run db:seed`: migrates, then loads the demo data (never in production).
// `npm run db:seed -- --policies 100000` then adds that many synthetic policies, for benchmarks.
import { parseArgs } from "node:util";
import { loadConfig } from "../env";
import { openDatabase } from "./client";
import { seedDemoData } from "./seed";
import { seedBulkPolicies } from "./seed/bulk-policies";

const { values } = parseArgs({ options: { policies: { type: "string" } } });
const bulkCount = values.policies === undefined ? 0 : Number(values.policies);
if (!Number.isInteger(bulkCount) || bulkCount < 0) {
  console.error(`--policies must be a whole number, not "${values.policies}"`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const report = await seedDemoData(database, config);
  console.log(
    `Seed on ${database.kind}: created [${report.created.join(", ")}], already present [${report.skipped.join(", ")}]`,
  );
  if (bulkCount > 0) {
    const { seconds } = await seedBulkPolicies(database.db, bulkCount);
    console.log(
      `Added ${bulkCount} synthetic policies in ${seconds.toFixed(1)} s (${Math.round(bulkCount / seconds)} rows/s). ` +
        "This database is for measuring: its dashboard figures are no longer the demo's.",
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
