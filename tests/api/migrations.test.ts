import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { portalBusinessTypes } from "../../src/shared/portal";
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

  it("turn a portal's business type that is no longer one of SPEC §9's into General", () => {
    const folder = "src/server/db/migrations";
    const migration = readdirSync(folder).find((name) => name.endsWith("_agent_phone_portal_business_types.sql"))!;
    const kept = /"business_type" NOT IN \(([^)]*)\)/.exec(readFileSync(`${folder}/${migration}`, "utf8"))?.[1];
    expect(kept?.split(", ").map((quoted) => quoted.slice(1, -1))).toEqual([...portalBusinessTypes]);
  });
});
