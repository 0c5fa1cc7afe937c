import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("configuration", () => {
  it("defaults to port 3000 and PGlite under ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "data/pglite" });
    expect(config.clientDir).toBe("./build/client");
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/sabal" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@127.0.0.1:5432/sabal" });
  });

  it("keeps data where DATA_DIR says", () => {
    expect(loadConfig({ DATA_DIR: "/var/lib/sabal" }).database).toEqual({
      kind: "pglite",
      dataDir: "/var/lib/sabal/pglite",
    });
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
