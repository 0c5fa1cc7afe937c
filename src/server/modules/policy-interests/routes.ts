import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { policyInterestsSchema } from "../../../shared/policy-interests";
import { actorOf } from "../../auth/data-scope";

const policyParams = z.object({ id: z.string().min(1).max(100) });

/** A policy's mailing address and additional interests (decision 0049). */
export async function policyInterestRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const interests = app.services.policyInterests;

  routes.get(
    "/api/policies/:id/interests",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policies"],
        summary:
          "Where the policy's notices are mailed: the insured's mailing address (null: the insured property's) and each mortgagee, lienholder or other additional interest that gets a copy",
        params: policyParams,
        response: { 200: envelopeSchema(policyInterestsSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await interests.read(request.params.id, await actorOf(request))),
  );

  routes.put(
    "/api/policies/:id/interests",
    {
      config: { access: "policies.write" },
      schema: {
        tags: ["policies"],
        summary:
          "Replace the policy's mailing address and additional interests (at most 10, in order: the first mortgagee first); audited",
        params: policyParams,
        body: policyInterestsSchema,
        response: { 200: envelopeSchema(policyInterestsSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await interests.replace(request.params.id, request.body, await actorOf(request))),
  );
}
