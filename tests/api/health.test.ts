import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { buildTestApp, testConfig } from "./support/test-app";
import { testDatabase } from "./support/test-database";

describe("health and readiness", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("says the process is alive, in the envelope", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: "ok" }, success: true, message: "OK", errors: [] });
    expect(response.headers["x-request-id"]).toMatch(/.{8,}/);
  });

  it("is ready when the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    const kind = (await testDatabase()).kind;
    expect(response.json()).toMatchObject({ success: true, data: { status: "ready", database: kind } });
  });

  it("reuses a well-formed request id from a proxy", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-1234567890" },
    });
    expect(response.headers["x-request-id"]).toBe("lb-1234567890");
  });
});

describe("readiness without a database", () => {
  it("answers 503 in the envelope when PostgreSQL cannot be reached", async () => {
    // A real connection attempt to a port nothing listens on.
    const unreachable = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:9/none" });
    const app = await buildApp(testConfig(), { database: unreachable });
    try {
      const response = await app.inject({ method: "GET", url: "/api/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        data: { status: "not-ready", database: "postgres" },
        success: false,
        message: "Database unreachable.",
        errors: [],
      });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
