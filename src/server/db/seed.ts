import type { AppConfig } from "../env";
import { createAuditRepository } from "../modules/audit/repository";
import type { Database } from "./client";

/**
 * Demo data for development and tests. Idempotent: each step checks for its
 * own rows first, so running it twice changes nothing. Later features add
 * their steps here (accounts, policies, portals...).
 */
const demoSeedVersion = "1";
const seedActor = "system:seed";

export interface SeedReport {
  created: string[];
  skipped: string[];
}

export async function seedDemoData(database: Database, nodeEnv: AppConfig["nodeEnv"]): Promise<SeedReport> {
  if (nodeEnv === "production") {
    throw new Error("Refusing to seed demo data with NODE_ENV=production");
  }
  const report: SeedReport = { created: [], skipped: [] };
  const audit = createAuditRepository(database.db);

  if (await audit.hasAction("seed.apply", "demo-data", demoSeedVersion)) {
    report.skipped.push(`demo data v${demoSeedVersion}`);
  } else {
    await database.db.transaction(async (tx) => {
      await audit.record(
        {
          actor: seedActor,
          action: "seed.apply",
          entityType: "demo-data",
          entityId: demoSeedVersion,
          after: { version: demoSeedVersion },
        },
        tx,
      );
    });
    report.created.push(`demo data v${demoSeedVersion}`);
  }
  return report;
}
