import { beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../src/server/db/seed";
import { buildTestApp, testConfig } from "./support/test-app";
import { resetDatabase, testDatabase } from "./support/test-database";

const productionSecret = "a-long-random-production-secret-0123456789";

describe("production refuses unsafe settings", () => {
  beforeEach(async () => {
    await resetDatabase(await testDatabase());
  });

  it("will not start without AUTH_SECRET", async () => {
    await expect(buildTestApp({ nodeEnv: "production" })).rejects.toThrow(/AUTH_SECRET/);
  });

  it("will not start while the demo accounts exist", async () => {
    await seedDemoData(await testDatabase(), testConfig());
    await expect(buildTestApp({ nodeEnv: "production", authSecret: productionSecret })).rejects.toThrow(
      /demo accounts present: staff@example.com/,
    );
  });

  it("starts with a real secret and no demo accounts", async () => {
    const app = await buildTestApp({ ...testConfig({ nodeEnv: "production" }), authSecret: productionSecret });
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await app.close();
  });
});
