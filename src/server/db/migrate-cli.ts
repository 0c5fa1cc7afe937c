// `npm run db:migrate`: applies pending migrations (the server also does it at start).
import { loadConfig } from "../env";
import { openDatabase } from "./client";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`Migrations applied on ${database.kind}`);
} finally {
  await database.close();
}
