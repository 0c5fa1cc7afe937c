import { describe, expect, it } from "vitest";
import { useApi } from "./support/api-fixture";

describe("API documentation", () => {
  const api = useApi();

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/ready"]));
    const readySchema = document.paths["/api/ready"].get.responses["200"].content["application/json"].schema;
    expect(readySchema.properties.data.properties.database.enum).toEqual(["pglite", "postgres"]);
  });

  it("lists every API route with its method, except better-auth's own and the docs themselves", async () => {
    const paths = (await api.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    const undocumented = api.app.apiRoutes
      .filter(({ url }) => !url.startsWith("/api/auth") && !url.startsWith("/api/docs") && url !== "/api/openapi.json")
      .filter(({ method, url }) => !paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(undocumented).toEqual([]);
    for (const path of ["/api/home/portals", "/api/portal/{id}/documents/{docId}", "/api/upload", "/api/policies"]) {
      expect(paths).toHaveProperty([path]);
    }
  });

  it("declares the API key and the session cookie, so the docs' Authorize button can try calls with a key", async () => {
    const document = (await api.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(document.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: "http", scheme: "bearer" }),
      sessionCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "sabal.session_token" }),
    });
    const { paths } = document;
    // Protected: either credential. Public: either or none. Managing keys: the browser's session only.
    expect(paths["/api/policies"].get.security).toEqual([{ apiKey: [] }, { sessionCookie: [] }]);
    expect(paths["/api/claims"].post.security).toEqual([{ apiKey: [] }, { sessionCookie: [] }, {}]);
    expect(paths["/api/account/api-keys"].post.security).toEqual([{ sessionCookie: [] }]);
    expect(paths["/api/account/api-keys/{id}"].delete.security).toEqual([{ sessionCookie: [] }]);
    // The payment portal's notification: its own signature, no credential of ours.
    expect(paths["/api/payments/notifications"].post.security).toEqual([]);
    // No operation lists an Authorization header of its own: the scheme covers it.
    expect(JSON.stringify(paths)).not.toMatch(/"name":"authorization"/i);
  });

  it("documents the claims contract integrators build on, with the claim file's fields", async () => {
    const paths = (await api.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    const contract = {
      "/api/claims/{id}": ["get", "patch"],
      "/api/claims/{id}/assignment": ["post"],
      "/api/claims/{id}/reserves": ["put"],
      "/api/claims/{id}/payments": ["post"],
      "/api/claims/{id}/payments/{paymentId}/approve": ["post"],
      "/api/claims/{id}/payments/{paymentId}/void": ["post"],
      "/api/claims/{id}/events": ["post"],
      "/api/claims/{id}/decision": ["post"],
      "/api/claims/{id}/close": ["post"],
      "/api/claims/{id}/reopen": ["post"],
      "/api/claims/deadlines": ["get"],
      "/api/catastrophes": ["get", "post"],
      "/api/catastrophes/report": ["get"],
      "/api/users": ["get", "post"],
    };
    for (const [path, methods] of Object.entries(contract)) {
      for (const method of methods) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const file = paths["/api/claims/{id}"].get.responses["200"].content["application/json"].schema.properties.data;
    expect(Object.keys(file.properties)).toEqual(
      expect.arrayContaining([
        "id",
        "claimNumber",
        "status",
        "policyId",
        "policyNumber",
        "dateOfLoss",
        "receivedOn",
        "catastropheId",
        "coverage",
        "adjuster",
        "reserves",
        "payments",
        "deductible",
        "deadlines",
      ]),
    );
  });

  it("serves a docs UI", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});
