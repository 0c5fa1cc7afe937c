import { describe, expect, it } from "vitest";
import { testDatabase } from "./support/test-database";

describe("migrations", () => {
  it("can be applied again without changing anything", async () => {
    const database = await testDatabase();
    await expect(database.migrate()).resolves.toBeUndefined();
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
