import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { seedDemoData } from "../../src/server/db/seed";
import { auditLog } from "../../src/server/db/schema";
import { resetDatabase, testDatabase } from "./support/test-database";

describe("demo seed", () => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });

  it("is idempotent: a second run creates nothing", async () => {
    const first = await seedDemoData(database, { nodeEnv: "development", demoPassword: "demo-password-for-tests" });
    const rowsAfterFirst = await database.db.select().from(auditLog);
    const second = await seedDemoData(database, { nodeEnv: "development", demoPassword: "demo-password-for-tests" });
    const rowsAfterSecond = await database.db.select().from(auditLog);

    expect(first.created.length).toBeGreaterThan(0);
    expect(second.created).toEqual([]);
    expect(second.skipped).toEqual(first.created);
    expect(rowsAfterSecond).toEqual(rowsAfterFirst);
  });

  it("refuses to run in production", async () => {
    await expect(
      seedDemoData(database, { nodeEnv: "production", demoPassword: "demo-password-for-tests" }),
    ).rejects.toThrow(/production/);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});
