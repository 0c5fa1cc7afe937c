import { execFileSync } from "node:child_process";

/** Migrates the database and loads the demo data with the built seed (development mode: it refuses production). */
export function seedDemoData(databaseUrl: string, demoPassword: string): void {
  execFileSync("node", ["build/server/seed-cli.js"], {
    env: { ...process.env, NODE_ENV: "development", DATABASE_URL: databaseUrl, DEMO_PASSWORD: demoPassword },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
