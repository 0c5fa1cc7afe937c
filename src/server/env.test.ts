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

  it("requires two-step verification for staff in production unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).staffTwoFactorRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", STAFF_TWO_FACTOR_REQUIRED: "false" }).staffTwoFactorRequired).toBe(
      false,
    );
    expect(loadConfig({}).staffTwoFactorRequired).toBe(false);
  });

  it("derives the public URL from the port, without a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080" }).trustedOrigins).toEqual(["http://localhost:8080", "http://127.0.0.1:8080"]);
    expect(loadConfig({ PUBLIC_URL: "https://www.sabal.example.com/" }).publicUrl).toBe(
      "https://www.sabal.example.com",
    );
  });
});
