import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { useApi } from "./support/api-fixture";

const api = useApi();

describe("health and readiness", () => {
  it("says the process is alive, in the envelope", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: "ok" }, success: true, message: "OK", errors: [] });
    expect(response.headers["x-request-id"]).toMatch(/.{8,}/);
  });

  it("is ready when the database answers", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    const kind = api.app.database.kind;
    expect(response.json()).toMatchObject({ success: true, data: { status: "ready", database: kind } });
  });

  it("reuses a well-formed request id from a proxy", async () => {
    const response = await api.app.inject({
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
    try {
      const app = await api.otherApp({}, { database: unreachable });
      const response = await app.inject({ method: "GET", url: "/api/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        data: { status: "not-ready", database: "postgres" },
        success: false,
        message: "Database unreachable.",
        errors: [],
      });
    } finally {
      await unreachable.close();
    }
  });
});
