import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { demoAccounts } from "../auth/demo-accounts";
import type { AppConfig } from "../env";
import { createAuditRepository } from "../modules/audit/repository";
import type { Database } from "./client";
import { account, user } from "./schema";

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

export async function seedDemoData(
  database: Database,
  { nodeEnv, demoPassword }: Pick<AppConfig, "nodeEnv" | "demoPassword">,
): Promise<SeedReport> {
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
  await seedDemoAccounts(database, demoPassword, report);
  return report;
}

/** The staff, agent and member demo accounts, signed in with DEMO_PASSWORD (README). */
async function seedDemoAccounts(database: Database, demoPassword: string, report: SeedReport): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  for (const demo of demoAccounts) {
    const [existing] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, demo.email));
    if (existing) {
      report.skipped.push(demo.email);
      continue;
    }
    await database.db.transaction(async (tx) => {
      const userId = randomUUID();
      await tx.insert(user).values({
        id: userId,
        name: demo.name,
        email: demo.email,
        emailVerified: true,
        role: demo.role,
        username: demo.username,
        displayUsername: demo.username,
      });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      await createAuditRepository(database.db).record(
        {
          actor: seedActor,
          action: "account.create",
          entityType: "user",
          entityId: userId,
          after: { email: demo.email, role: demo.role },
        },
        tx,
      );
    });
    report.created.push(demo.email);
  }
}
