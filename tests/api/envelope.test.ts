import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";

/**
 * The error handling every route relies on, exercised through two routes that
 * exist only in this test: one validating a body, one failing unexpectedly.
 */
describe("the API envelope on errors", () => {
  const api = useApi();
  beforeAll(async () => {
    const routes = api.app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      "/api/test/echo",
      {
        config: { access: "public" },
        schema: {
          body: z.object({ email: z.email(), age: z.number().int().min(18), address: z.object({ zip: z.string() }) }),
        },
      },
      async (request) => ({ data: request.body, success: true, message: "OK", errors: [] }),
    );
    routes.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("secret connection string postgres://admin:hunter2@db");
    });
    await api.app.ready();
  });

  it("answers 400 with one error per invalid field", async () => {
    const response = await api.call("anonymous", "POST", "/api/test/echo", {
      email: "not-an-email",
      age: 12,
      address: {},
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ data: null, success: false, message: "Invalid input." });
    expect(fieldsOf(body)).toEqual(["address.zip", "age", "email"]);
    for (const error of body.errors) expect(error.message).toEqual(expect.any(String));
  });

  it("accepts a valid body", async () => {
    const payload = { email: "a@example.com", age: 30, address: { zip: "33602" } };
    const response = await api.call("anonymous", "POST", "/api/test/echo", payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(payload);
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await api.call("anonymous", "POST", "/api/test/echo", '{"email": ', {
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      success: false,
      message: "The request body is not valid JSON.",
      errors: [],
    });
  });

  it("answers 413 for a body over the limit", async () => {
    const response = await api.call(
      "anonymous",
      "POST",
      "/api/test/echo",
      JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) }),
      { headers: { "content-type": "application/json" } },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: "The request body is too large." });
  });

  it("answers 415 for a content type the API does not take", async () => {
    const response = await api.call("anonymous", "POST", "/api/test/echo", "hello", {
      headers: { "content-type": "application/x-unknown" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: "This content type is not supported." });
  });

  it("answers 404 in the envelope for an unknown API path", async () => {
    const response = await api.app.inject({ method: "DELETE", url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      success: false,
      message: "No route for DELETE /api/nothing-here.",
      errors: [],
    });
  });

  it("answers a broken escape or an over-long parameter in the path in the envelope", async () => {
    const broken = await api.app.inject({ method: "GET", url: "/api/policies/%C0%AE%ZZ" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ data: null, success: false, message: "This address is not valid.", errors: [] });
    const long = await api.app.inject({ method: "GET", url: `/api/policies/${"x".repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, message: "This address is too long." });
  });

  it("answers 500 without leaking the error or a stack trace", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ data: null, success: false, message: "Internal server error.", errors: [] });
    expect(response.body).not.toMatch(/hunter2|stack|at .*\.ts/);
  });
});
