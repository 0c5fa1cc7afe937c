import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  agentApplicationListSchema,
  agentApplicationRecordSchema,
  agentApplicationStatusChangeSchema,
  type AgentApplicationRecord,
} from "../../../shared/agent-application";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { pageSchema } from "../../../shared/page";
import { callerOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";
import { createAgentApplicationRepository } from "./repository";

/**
 * The Agent applications screen's API (issue 7): staff list the applications
 * sent from /agents/appointment and move each one along (received,
 * interviewing, appointed, declined), audited.
 */
export async function agentApplicationAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const repository = createAgentApplicationRepository(db);

  routes.get(
    "/api/agent-applications",
    {
      config: { access: "agentApplications.manage" },
      schema: {
        tags: ["agents"],
        summary: "Agent applications, newest first: search reference, name, e-mail or license number; filter by status",
        querystring: agentApplicationListSchema,
        response: { 200: envelopeSchema(pageSchema(agentApplicationRecordSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await repository.list(request.query)),
  );

  routes.patch(
    "/api/agent-applications/:id",
    {
      config: { access: "agentApplications.manage" },
      schema: {
        tags: ["agents"],
        summary: "Move an application along: received, interviewing, appointed, declined (audited)",
        params: z.object({ id: z.string().min(1).max(100) }),
        body: agentApplicationStatusChangeSchema,
        response: {
          200: envelopeSchema(agentApplicationRecordSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const identity = await callerOf(request);
      const before = await repository.find(request.params.id);
      if (!before) throw notFound("The requested application could not be found.");
      const after = await auditedWrite(db, {
        actor: identity.userId,
        action: "agentApplication.status",
        entityType: "agentApplication",
        requestId: request.id,
        before,
        apply: (tx) => repository.setStatus(before.id, request.body.status, tx),
        read: (id, tx) => repository.find(id, tx),
      });
      return ok<AgentApplicationRecord>(after!, `Application ${before.reference} is now ${request.body.status}.`);
    },
  );
}
