import type { MutatingEndpoint } from "./mutating-endpoints";
import type { JsonSchema } from "./openapi-operations";

const email: JsonSchema = { type: "string", format: "email", maxLength: 200 };
const password: JsonSchema = { type: "string", minLength: 1, maxLength: 200 };
const flag: JsonSchema = { type: "boolean" };
const body = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: "object",
  properties,
  required,
});

const endpoint = (path: string, access: "public" | "signedIn", jsonBody: JsonSchema): MutatingEndpoint => ({
  method: "POST",
  path: `/api/auth${path}`,
  pathParams: [],
  query: [],
  jsonBody,
  access,
  signatureOnly: false,
});

/**
 * better-auth's own state-changing endpoints under /api/auth, which the
 * OpenAPI document leaves out (plugins/auth.ts mounts them behind one
 * wildcard route). Their bodies as better-auth documents them; sign-out and
 * session revocation are left out, as they would sign the fuzzing callers out.
 * Changing one's own name, e-mail or password goes through our own
 * /api/account routes (better-auth's are switched off), in the OpenAPI document.
 */
export const betterAuthEndpoints: MutatingEndpoint[] = [
  endpoint("/sign-in/email", "public", body({ email, password, rememberMe: flag }, ["email", "password"])),
  endpoint(
    "/sign-in/username",
    "public",
    body({ username: { type: "string", maxLength: 100 }, password, rememberMe: flag }, ["username", "password"]),
  ),
  endpoint("/request-password-reset", "public", body({ email, redirectTo: { type: "string" } }, ["email"])),
  endpoint("/reset-password", "public", body({ newPassword: password, token: { type: "string" } }, ["newPassword"])),
  endpoint("/two-factor/verify-totp", "public", body({ code: { type: "string", pattern: "^\\d{6}$" } }, ["code"])),
];
