import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { pageSchema } from "../../../shared/page";
import type { Policy } from "../../../shared/policy";
import {
  newPortalSchema,
  portalChangeSchema,
  portalFilterSchema,
  portalSchema,
  type Portal,
} from "../../../shared/portal";
import { callerOf, scopeOf, type DataScope } from "../../auth/data-scope";
import { invalidField, notFound } from "../../http-errors";
import type { Db } from "../../db/client";
import { auditedWrite } from "../audit/audited-write";
import { createPolicyRepository } from "../policies/repository";
import { assignedAgent } from "../users/agent-assignment";
import { newPortalRecord, portalChangeRecord } from "./portal-record";
import { createPortalRepository } from "./repository";

export const portalParams = z.object({ id: z.string().min(1).max(100) });
export const portalNotFound = () => notFound("The requested portal could not be found.");

/**
 * Portals (SPEC §2 dashboard and portal detail, §7 paths): the dashboard's
 * list, one portal, and creating and editing them. Agents see and change
 * only their own portals; anything else answers 404.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const repository = createPortalRepository(db);
  const policies = createPolicyRepository(db);
  const readAny = (id: string, tx: Db) => repository.find(id, { kind: "all" }, tx);

  /** The policy a portal is linked to, which the caller must be able to see; null unlinks. */
  async function linkedPolicy(
    policyId: string | null | undefined,
    scope: DataScope,
  ): Promise<Policy | null | undefined> {
    if (policyId === undefined || policyId === null) return policyId;
    const policy = await policies.find(policyId, scope);
    if (!policy) throw invalidField("policyId", "Choose one of your policies.");
    return policy;
  }

  routes.post(
    "/api/home/portals",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "The dashboard's portal list: filter body (empty for all), answers items with paging totals",
        body: portalFilterSchema.nullish(),
        response: { 200: envelopeSchema(pageSchema(portalSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const filter = portalFilterSchema.parse(request.body ?? {});
      return ok(await repository.list(filter, scopeOf(await callerOf(request))));
    },
  );

  routes.get(
    "/api/portal/:id",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "One portal, by portalIdentity (PRT-000001) or diHeaderGUID",
        params: portalParams,
        response: { 200: envelopeSchema(portalSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const portal = await repository.find(request.params.id, scopeOf(await callerOf(request)));
      if (!portal) throw portalNotFound();
      return ok<Portal>(portal);
    },
  );

  routes.post(
    "/api/portals",
    {
      config: { access: "portals.write" },
      schema: {
        tags: ["portals"],
        summary: "Create a portal; fields not sent take the linked policy's values, then the new-portal defaults",
        body: newPortalSchema,
        response: { 201: envelopeSchema(portalSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const identity = await callerOf(request);
      const policy = await linkedPolicy(request.body.policyId, scopeOf(identity));
      const agentId = (await assignedAgent(db, identity, request.body.agentId)) ?? policy?.agent?.id ?? null;
      const today = new Date().toISOString().slice(0, 10);
      const record = newPortalRecord(request.body, policy ?? null, agentId, identity.userId, today);
      const portal = (await auditedWrite(db, {
        actor: identity.userId,
        action: "portal.create",
        entityType: "portal",
        requestId: request.id,
        before: null,
        apply: (tx) => repository.create(record, tx),
        read: readAny,
      }))!;
      return reply.code(201).send(ok<Portal>(portal, `Portal ${portal.portalIdentity} created.`));
    },
  );

  routes.patch(
    "/api/portal/:id",
    {
      config: { access: "portals.write" },
      schema: {
        tags: ["portals"],
        summary: "Change a portal's details",
        params: portalParams,
        body: portalChangeSchema,
        response: { 200: envelopeSchema(portalSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const identity = await callerOf(request);
      const scope = scopeOf(identity);
      const before = await repository.find(request.params.id, scope);
      if (!before) throw portalNotFound();
      const policy = await linkedPolicy(request.body.policyId, scope);
      const agentId =
        request.body.agentId === undefined ? undefined : await assignedAgent(db, identity, request.body.agentId);
      const change = portalChangeRecord(request.body, before, policy, agentId);
      const after = (await auditedWrite(db, {
        actor: identity.userId,
        action: "portal.update",
        entityType: "portal",
        requestId: request.id,
        before,
        apply: async (tx) => {
          await repository.update(before.diHeaderGUID, change, tx);
          return before.diHeaderGUID;
        },
        read: readAny,
      }))!;
      return ok<Portal>(after, `Portal ${after.portalIdentity} saved.`);
    },
  );
}
