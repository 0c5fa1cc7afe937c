import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { apiKeySchema, createdApiKeySchema, newApiKeySchema } from "../../../shared/api-key";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

const tags = ["account"];
const idParams = z.object({ id: z.string().min(1).max(100) });
/**
 * Managing keys takes a browser session: a key cannot make, list or revoke
 * keys, so a leaked key cannot make itself a successor (plugins/access.ts).
 */
const manage = { access: "apiKeys.manage", sessionOnly: true } as const;

/** The signed-in user's own API keys, under their account (rules in service.ts). */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const keys = app.services.apiKeys;

  routes.get(
    "/api/account/api-keys",
    {
      config: manage,
      schema: {
        tags,
        summary: "Your API keys, newest first (never their secrets); needs a browser session",
        response: { 200: envelopeSchema(z.array(apiKeySchema)) },
      },
    },
    async (request) => ok(await keys.list(await actorOf(request))),
  );

  routes.post(
    "/api/account/api-keys",
    {
      config: manage,
      schema: {
        tags,
        summary: "Make an API key: a name and 30, 90 or 365 days; the answer shows its secret this once only",
        body: newApiKeySchema,
        response: { 201: envelopeSchema(createdApiKeySchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await keys.create(request.body, await actorOf(request));
      return reply.code(201).send(ok(created, textFor(request, "apiKey.created")));
    },
  );

  routes.delete(
    "/api/account/api-keys/:id",
    {
      config: manage,
      schema: {
        tags,
        summary: "Revoke one of your API keys: it stops working at once",
        params: idParams,
        response: { 200: envelopeSchema(apiKeySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await keys.revoke(request.params.id, await actorOf(request)), textFor(request, "apiKey.revoked")),
  );
}
