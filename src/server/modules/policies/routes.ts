import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, failure, ok } from "../../../shared/api";
import {
  newPolicySchema,
  policyChangeSchema,
  policySchema,
  policySearchPageSchema,
  policySearchSchema,
  expirationMessage,
  type Policy,
} from "../../../shared/policy";
import type { Db } from "../../db/client";
import { auditedWrite } from "../audit/audited-write";
import { callerOf, scopeOf } from "../../auth/data-scope";
import { invalidField } from "../../http-errors";
import { assignedAgent } from "../users/agent-assignment";
import { createPolicyRepository } from "./repository";

const idParams = z.object({ id: z.string().min(1).max(100) });
const notFound = () => failure("The requested policy could not be found.");

/**
 * Policies (issue 5): create with the server enforcing SPEC §5's required
 * fields, read, change (never the number) and search. Agents see and change
 * only their own policies; anything else answers 404, so they cannot learn
 * which policies exist. Every change is audited in its own transaction.
 */
export async function policyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = createPolicyRepository(app.database.db);
  const readAny = (id: string, tx: Db) => repository.find(id, { kind: "all" }, tx);

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
      const identity = await callerOf(request);
      const agentId = await assignedAgent(app.database.db, identity, request.body.agentId);
      const policy = (await auditedWrite(app.database.db, {
        actor: identity.userId,
        action: "policy.create",
        entityType: "policy",
        requestId: request.id,
        before: null,
        apply: (tx) => repository.create({ ...request.body, agentId: agentId ?? undefined }, tx),
        read: readAny,
      }))!;
      return reply.code(201).send(ok<Policy>(policy, `Policy ${policy.policyNumber} created.`));
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
    async (request, reply) => {
      const policy = await repository.find(request.params.id, scopeOf(await callerOf(request)));
      return policy ? ok<Policy>(policy) : reply.code(404).send(notFound());
    },
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
    async (request, reply) => {
      const identity = await callerOf(request);
      const scope = scopeOf(identity);
      const before = await repository.find(request.params.id, scope);
      if (!before) return reply.code(404).send(notFound());

      const change = { ...request.body };
      if (change.agentId !== undefined) {
        change.agentId = (await assignedAgent(app.database.db, identity, change.agentId)) ?? undefined;
      }
      const effective = change.effectiveDate ?? before.effectiveDate;
      const expiration = change.expirationDate ?? before.expirationDate;
      if (expiration <= effective) throw invalidField("expirationDate", expirationMessage);

      const after = (await auditedWrite(app.database.db, {
        actor: identity.userId,
        action: "policy.update",
        entityType: "policy",
        requestId: request.id,
        before,
        apply: async (tx) => {
          await repository.update(before.id, change, tx);
          return before.id;
        },
        read: readAny,
      }))!;
      return ok<Policy>(after, `Policy ${after.policyNumber} saved.`);
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
    async (request) => ok(await repository.search(request.query, scopeOf(await callerOf(request)))),
  );
}
