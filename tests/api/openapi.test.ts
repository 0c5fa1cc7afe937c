import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./support/test-app";

describe("API documentation", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/ready"]));
    const readySchema = document.paths["/api/ready"].get.responses["200"].content["application/json"].schema;
    expect(readySchema.properties.data.properties.database.enum).toEqual(["pglite", "postgres"]);
  });

  it("serves a docs UI", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});
