import type { HostileRequest } from "./hostile-requests";

const glProduct = { name: "Fuzz GL", productType: "Umbrella", effectiveDate: "2026-01-01", premium: 1000 };
const json = (payload: unknown) => ({ contentType: "application/json", payload: JSON.stringify(payload) });
const request = (
  caller: HostileRequest["caller"],
  method: HostileRequest["method"],
  url: string,
  body: HostileRequest["body"],
) => ({
  caller,
  method,
  url,
  body,
  longHeader: null,
  remoteAddress: "203.0.113.9",
});

/**
 * Requests this scenario once found answered with a 5xx or outside the
 * envelope, replayed every run so the fixes stay fixed whatever the seed.
 */
export const foundDefects: { defect: string; request: HostileRequest }[] = [
  {
    defect: "a path parameter over Fastify's maxParamLength answered 414 in Fastify's own JSON",
    request: request("staff", "PATCH", `/api/policies/${"x".repeat(200)}`, json({})),
  },
  {
    defect: "a broken percent-escape in the path answered 400 in Fastify's own JSON",
    request: request("staff", "POST", "/api/users/%C0%AE%C0%AE/invitation?%ZZ=%ZZ", {}),
  },
  {
    defect: "a NUL in a text field reached PostgreSQL: 500",
    request: request("staff", "POST", "/api/Account_OnNew", json({ name: "nul\u0000byte" })),
  },
  {
    defect: "a NUL in a path parameter reached PostgreSQL: 500",
    request: request("staff", "DELETE", "/api/documents/%00", {}),
  },
  {
    defect: "a lone surrogate in a jsonb list reached PostgreSQL: 500",
    request: request("staff", "POST", "/api/gl-products", json({ ...glProduct, coverage: ["lone \ud83d surrogate"] })),
  },
  {
    defect: "year 0000 passed the ISO date check; PostgreSQL has no year 0: 500",
    request: request(
      "staff",
      "POST",
      "/api/gl-products",
      json({ ...glProduct, coverage: ["x"], effectiveDate: "0000-01-01" }),
    ),
  },
  {
    defect: "a multipart type without a boundary made the upload parser throw: 500",
    request: request("agent", "POST", "/api/upload", { contentType: "multipart/form-data", payload: "{}" }),
  },
  {
    defect: "the same on the public claim photo upload: 500",
    request: request("anonymous", "POST", "/api/claims/photos", { contentType: "multipart/form-data", payload: "{}" }),
  },
  {
    defect: "a body nested 5,000 deep overflowed the stack re-serializing it for better-auth: 500",
    request: request("anonymous", "POST", "/api/auth/sign-in/email", {
      contentType: "application/json",
      payload: `{"email":"a@example.com","password":"x","extra":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    }),
  },
  {
    defect: "better-auth's update-user with no JSON body (a multipart type) read it unguarded: 500",
    request: request("member", "POST", "/api/auth/update-user", { contentType: "multipart/form-data", payload: "{}" }),
  },
  {
    defect: "better-auth's update-user stored a null name: 500",
    request: request("member", "POST", "/api/auth/update-user", json({ name: null })),
  },
  {
    defect: "a storm notice starting in year 0000 passed the ISO check, and the database refused the date: 500",
    request: request(
      "staff",
      "POST",
      "/api/notices",
      json({ textEn: "Storm", startsAt: "0000-02-29T04:17:32.000Z", endsAt: "6000-02-29T08:25:49.298Z" }),
    ),
  },
];
