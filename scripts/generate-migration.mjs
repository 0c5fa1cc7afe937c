// `npm run db:generate [-- --name what]`: drizzle-kit writes the migration,
// then `"public".` is removed from it. drizzle-kit puts that schema before
// referenced tables and sequences, but the migrations must follow the
// connection's search_path, so that the same SQL builds the tables in any
// schema (each PostgreSQL test run uses a private one).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

execFileSync("npx", ["drizzle-kit", "generate", ...process.argv.slice(2)], { stdio: "inherit" });

const folder = "src/server/db/migrations";
for (const name of readdirSync(folder).filter((file) => file.endsWith(".sql"))) {
  const path = join(folder, name);
  const sql = readFileSync(path, "utf8");
  const unqualified = sql.replaceAll('"public".', "");
  if (unqualified !== sql) {
    writeFileSync(path, unqualified);
    console.log(`removed "public". from ${name}`);
  }
}
