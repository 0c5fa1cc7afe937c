import { ho3RatingSchema } from "../../../shared/rating";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  newPolicySchema,
  policyChangeSchema,
  policySchema,
  policySearchPageSchema,
  policySearchSchema,
  type Policy,
} from "../../../shared/policy";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Policies: create, read, change and search; the rules and the audited writes are the service's. */
export async function policyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const policies = app.services.policies;

  routes.post(
    "/api/policies",
    {
      config: { access: "policies.write" },
      schema: {
        tags: ["policies"],
        summary: "Create a policy; the number comes from the database",
        body: newPolicySchema,
        response: { 201: envelopeSchema(policySchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const policy = await app.services.policyForms.create(request.body, await actorOf(request));
      return reply
        .code(201)
        .send(ok<Policy>(policy, textFor(request, message("policy.created", { policyNumber: policy.policyNumber }))));
    },
  );

  routes.get(
    "/api/policies/:id",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policies"],
        summary: "One policy",
        params: idParams,
        response: { 200: envelopeSchema(policySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok<Policy>(await policies.find(request.params.id, await actorOf(request))),
  );

  routes.get(
    "/api/policies/:id/rating",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policies", "rating"],
        summary:
          "A rated home's current premium with its worksheet (each factor, its value and its effect, ending at the total), in the reader's language; 404 when an underwriter prices the policy",
        params: idParams,
        response: { 200: envelopeSchema(ho3RatingSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await policies.rating(request.params.id, await actorOf(request))),
  );

  routes.patch(
    "/api/policies/:id",
    {
      config: { access: "policies.write" },
      schema: {
        tags: ["policies"],
        summary: "Change a policy (any field but its number)",
        params: idParams,
        body: policyChangeSchema,
        response: { 200: envelopeSchema(policySchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const policy = await app.services.policyForms.update(request.params.id, request.body, await actorOf(request));
      return ok<Policy>(policy, textFor(request, message("policy.saved", { policyNumber: policy.policyNumber })));
    },
  );

  routes.get(
    "/api/policies",
    {
      config: { access: "policies.read" },
      schema: {
        tags: ["policies"],
        summary: "Search policies: free text on number, insured and agent; type, status and business type filters",
        querystring: policySearchSchema,
        response: { 200: envelopeSchema(policySearchPageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await policies.search(request.query, await actorOf(request))),
  );
}
