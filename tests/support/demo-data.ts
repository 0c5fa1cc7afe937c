import { execFileSync } from "node:child_process";

/** The demo accounts' password in every benchmark database. */
export const benchDemoPassword = "bench-demo-password";

/** Environment that lets the built server start on a database holding the demo accounts (production refuses them). */
export const demoServerEnv = { NODE_ENV: "development", DEMO_PASSWORD: benchDemoPassword } as const;

/**
 * Migrates and seeds the demo data (once) with the built seed command, then
 * `policies` more synthetic policies; `env` chooses the database
 * (DATABASE_URL or DATA_DIR) and may set DEMO_PASSWORD. Answers the seed's own
 * "Added N synthetic policies in S s (R rows/s)" figure, or "" when none were added.
 */
export function seedDemoData(env: Record<string, string>, policies = 0): string {
  const output = execFileSync("node", ["build/server/seed-cli.js", "--policies", String(policies)], {
    env: { ...process.env, ...demoServerEnv, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return output.match(/Added .*?\)/)?.[0] ?? "";
}
