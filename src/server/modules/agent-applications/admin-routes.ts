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
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

/**
 * The Agent applications screen's API: staff list the applications sent
 * from /agents/appointment and move each one along (received, interviewing,
 * appointed, declined), audited.
 */
export async function agentApplicationAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const applications = app.services.agentApplications;

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
    async (request) => ok(await applications.list(request.query)),
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
      const { status } = request.body;
      const moved = await applications.changeStatus(request.params.id, status, await actorOf(request));
      return ok<AgentApplicationRecord>(
        moved,
        textFor(
          request,
          message("agentApplication.moved", {
            reference: moved.reference,
            status: { key: `words.applicationStatus.${status}` },
          }),
        ),
      );
    },
  );
}
