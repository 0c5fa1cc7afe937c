import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyContextConfig, FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The two ways a caller signs in: a program's API key, or the website's session cookie. */
const schemes = { apiKey: "apiKey", session: "sessionCookie" } as const;
const apiKey = { [schemes.apiKey]: [] };
const session = { [schemes.session]: [] };

/**
 * What an operation accepts: public routes take either credential or none
 * (the answer may depend on who asks), the others need one,
 * `sessionOnly` routes (managing API keys) only the browser's session, and
 * `signatureOnly` ones (the payment portal's notification) none of them.
 */
function securityOf(config: FastifyContextConfig | undefined) {
  if (config?.sessionOnly) return [session];
  // Neither credential: the request's own signature, described by the operation.
  if (config?.signatureOnly) return [];
  // The empty option last: Swagger UI sends an entered key only when a keyed option comes first.
  if (config?.access === "public") return [apiKey, session, {}];
  return [apiKey, session];
}

/**
 * The OpenAPI document is generated from the same zod schemas that validate
 * requests, so it cannot drift from the code. Served raw (not in the envelope)
 * because tools expect a bare OpenAPI document. It declares both credentials,
 * so the docs' "Authorize" button takes an API key for "Try it out".
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { sessionCookie }: { sessionCookie: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sabal API",
        description: [
          "Public forms and policy administration of Sabal Reciprocal Exchange.",
          "",
          "Programs sign in with a personal API key: staff and agents make one on their account page",
          "(/policy/account) and send it as `Authorization: Bearer <key>`. The key has exactly its user's rights.",
          "Public endpoints (filing a claim, say) need no key. Every answer is the envelope",
          "`{ data, success, message, errors }`; a protected endpoint called without a valid key answers 401.",
        ].join("\n"),
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          [schemes.apiKey]: {
            type: "http",
            scheme: "bearer",
            description: "A personal API key from /policy/account, sent as `Authorization: Bearer <key>`.",
          },
          [schemes.session]: {
            type: "apiKey",
            in: "cookie",
            name: sessionCookie,
            description: "The website's session, set by signing in at /agents/login (browsers only).",
          },
        },
      },
    },
    transform(input) {
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: { ...transformed.schema, security: securityOf(input.route.config) } };
    },
  });
  // Swagger UI keeps an entered key in memory only (persistAuthorization stays off): gone with the tab.
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
