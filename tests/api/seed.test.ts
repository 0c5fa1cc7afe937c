import { createHash } from "node:crypto";
import { count, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { seedDemoData } from "../../src/server/db/seed";
import { seedBulkPolicies } from "../../src/server/db/seed/bulk-policies";
import {
  auditLog,
  claims,
  documents,
  glProducts,
  insuredAccounts,
  policies,
  portals,
} from "../../src/server/db/schema";
import { createDashboardRepository } from "../../src/server/modules/dashboard/repository";
import { createFileStorage } from "../../src/server/storage/file-storage";
import { testConfig } from "./support/test-app";
import { resetDatabase, testDatabase } from "./support/test-database";

describe("demo seed", () => {
  let database: Database;
  const config = { ...testConfig(), nodeEnv: "development" as const };

  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });

  const rowCounts = async () => {
    const counted = async (
      table: typeof policies | typeof portals | typeof documents | typeof glProducts | typeof claims,
    ) => (await database.db.select({ value: count() }).from(table))[0]!.value;
    return {
      policies: await counted(policies),
      portals: await counted(portals),
      documents: await counted(documents),
      glProducts: await counted(glProducts),
      claims: await counted(claims),
    };
  };

  it("is idempotent: a second run creates nothing", async () => {
    const first = await seedDemoData(database, config);
    const rowsAfterFirst = await database.db.select().from(auditLog);
    const countsAfterFirst = await rowCounts();
    const second = await seedDemoData(database, config);

    expect(first.created).toContain("demo business data v1");
    expect(second.created).toEqual([]);
    expect(second.skipped).toEqual(first.created);
    expect(await database.db.select().from(auditLog)).toEqual(rowsAfterFirst);
    expect(await rowCounts()).toEqual(countsAfterFirst);
  });

  it("makes the dashboard's computed tiles come out as SPEC §2 shows them", async () => {
    await seedDemoData(database, config);
    const figures = await createDashboardRepository(database.db).figures({ kind: "all" }, new Date());
    expect(figures).toEqual({
      activePortals: 5,
      recentDocuments: 5,
      totalPremium: 1_217_500,
      activePoliciesPercent: 100,
    });
    const activeBusinessTypes = await database.db
      .select({ businessType: portals.businessType })
      .from(portals)
      .where(eq(portals.status, "Active"));
    expect(activeBusinessTypes.map((row) => row.businessType).sort()).toEqual([
      "Corporation",
      "LLC",
      "Non-Profit",
      "Partnership",
      "Sole Proprietorship",
    ]);
    // The demo book of business, and the member portal's household: one policy, two documents, one claim.
    expect(await rowCounts()).toMatchObject({ policies: 11, portals: 7, documents: 10, glProducts: 7, claims: 3 });
    const accounts = await database.db.select().from(insuredAccounts);
    expect(accounts.every((account) => account.state === "FL")).toBe(true);
  });

  it("stores each seeded document's file with the size and hash it records", async () => {
    await seedDemoData(database, config);
    const storage = createFileStorage(config.storage, database.db);
    const rows = await database.db.select().from(documents).where(isNull(documents.deletedAt));
    for (const row of rows) {
      const content = await storage.get(row.storageKey!);
      expect(content?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(content?.length).toBe(row.size);
      expect(createHash("sha256").update(content!).digest("hex")).toBe(row.contentHash);
    }
  });

  it("adds any number of synthetic policies for measuring, each with its own number", async () => {
    await seedDemoData(database, config);
    await seedBulkPolicies(database.db, 2_500, 1_000);
    const numbers = await database.db.select({ number: policies.policyNumber }).from(policies);
    expect(numbers).toHaveLength(11 + 2_500);
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
  });

  it("refuses to run in production", async () => {
    await expect(seedDemoData(database, { ...config, nodeEnv: "production" })).rejects.toThrow(/production/);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});
