// `npm run db:seed`: migrates, then loads the demo data (never in production).
import { loadConfig } from "../env";
import { openDatabase } from "./client";
import { seedDemoData } from "./seed";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const report = await seedDemoData(database, config);
  console.log(
    `Seed on ${database.kind}: created [${report.created.join(", ")}], already present [${report.skipped.join(", ")}]`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
