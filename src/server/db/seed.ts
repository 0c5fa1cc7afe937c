import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { demoAccounts } from "../auth/demo-accounts";
import type { AppConfig } from "../env";
import { composeRepositories } from "../composition-root";
import { createFileStorage } from "../storage/file-storage";
import type { Database } from "./client";
import { account, user } from "./schema";
import { giveFirstTerms } from "./first-terms";
import { seedBusinessData } from "./seed/seed-business-data";
import { seedClaimsDesk } from "./seed/seed-claims-desk";
import { seedMemberHousehold } from "./seed/seed-member-household";

/**
 * Demo data for development and tests. Idempotent: each step checks for its
 * own rows first, so running it twice changes nothing. Steps: the marker,
 * the demo accounts, then the demo book of business (policies, portals,
 * documents with their files, GL products, claims), then the member portal's
 * household (member@example.com's home policy, SRE-0000011 on a fresh database), then the claims desk
 * (a hurricane and claims at every stage, worked through the services).
 */
const demoSeedVersion = "1";
const businessDataVersion = "1";
const memberHouseholdVersion = "1";
const claimsDeskVersion = "1";
const seedActor = "system:seed";

export interface SeedReport {
  created: string[];
  skipped: string[];
}

export async function seedDemoData(database: Database, config: AppConfig): Promise<SeedReport> {
  const { nodeEnv, demoPassword, storage } = config;
  if (nodeEnv === "production") {
    throw new Error("Refusing to seed demo data with NODE_ENV=production");
  }
  const report: SeedReport = { created: [], skipped: [] };
  const audit = composeRepositories(database.db).audit;

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
  await seedDemoBusiness(database, storage, report);
  await seedDemoMember(database, storage, report);
  // The demo's active policies were written as issued: their new business and its charge (decision 0030).
  await giveFirstTerms(database.db);
  await seedDemoClaimsDesk(database, config, report);
  return report;
}

async function seedDemoMember(database: Database, storage: AppConfig["storage"], report: SeedReport): Promise<void> {
  const audit = composeRepositories(database.db).audit;
  const step = `demo member household v${memberHouseholdVersion}`;
  if (await audit.hasAction("seed.apply", "demo-member-household", memberHouseholdVersion)) {
    report.skipped.push(step);
    return;
  }
  const policyNumber = await seedMemberHousehold(
    database.db,
    createFileStorage(storage, composeRepositories(database.db).storedFiles),
    new Date(),
  );
  await audit.record({
    actor: seedActor,
    action: "seed.apply",
    entityType: "demo-member-household",
    entityId: memberHouseholdVersion,
    after: { version: memberHouseholdVersion, policyNumber },
  });
  report.created.push(step);
}

async function seedDemoBusiness(database: Database, storage: AppConfig["storage"], report: SeedReport): Promise<void> {
  const audit = composeRepositories(database.db).audit;
  const step = `demo business data v${businessDataVersion}`;
  if (await audit.hasAction("seed.apply", "demo-business-data", businessDataVersion)) {
    report.skipped.push(step);
    return;
  }
  await seedBusinessData(
    database.db,
    createFileStorage(storage, composeRepositories(database.db).storedFiles),
    new Date(),
  );
  await audit.record({
    actor: seedActor,
    action: "seed.apply",
    entityType: "demo-business-data",
    entityId: businessDataVersion,
    after: { version: businessDataVersion },
  });
  report.created.push(step);
}

async function seedDemoClaimsDesk(database: Database, config: AppConfig, report: SeedReport): Promise<void> {
  const audit = composeRepositories(database.db).audit;
  const step = `demo claims desk v${claimsDeskVersion}`;
  if (await audit.hasAction("seed.apply", "demo-claims-desk", claimsDeskVersion)) {
    report.skipped.push(step);
    return;
  }
  await seedClaimsDesk(database.db, config);
  await audit.record({
    actor: seedActor,
    action: "seed.apply",
    entityType: "demo-claims-desk",
    entityId: claimsDeskVersion,
    after: { version: claimsDeskVersion },
  });
  report.created.push(step);
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
        phone: demo.phone ?? null,
      });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      await composeRepositories(database.db).audit.record(
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
