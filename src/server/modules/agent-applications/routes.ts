import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { agentApplicationReceiptSchema, agentApplicationSchema } from "../../../shared/agent-application";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";

/** SPEC §7 "send-agent-appointment": anyone may apply; the service stores the application with its e-mails. */
export async function agentApplicationRoutes(app: FastifyInstance): Promise<void> {
  const applications = app.services.agentApplications;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/functions/send-agent-appointment",
    {
      config: { access: "public" },
      schema: {
        tags: ["agents"],
        summary: "Apply for an agent appointment (SPEC §3 payload)",
        body: agentApplicationSchema,
        response: { 201: envelopeSchema(agentApplicationReceiptSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await applications.submit(request.body, await actorOf(request)),
            textFor(request, "agentApplication.submitted"),
          ),
        ),
  );
}
