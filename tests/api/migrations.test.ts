import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testDatabase } from "./support/test-database";

describe("migrations", () => {
  it("can be applied again without changing anything", async () => {
    const database = await testDatabase();
    await expect(database.migrate()).resolves.toBeUndefined();
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("name no schema, so they build the tables wherever the search path points", () => {
    const folder = "src/server/db/migrations";
    const qualified = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .filter((name) => readFileSync(`${folder}/${name}`, "utf8").includes('"public".'));
    expect(qualified).toEqual([]);
  });
});
