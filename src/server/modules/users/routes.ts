import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, ok } from "../../../shared/api";
import { agentSchema, type Agent } from "../../../shared/account";

/**
 * The agents a policy or portal can be given (the create form's agent list,
 * three sample names in the spec). Staff only: an agent's records are always their own.
 */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const users = app.services.users;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/agents",
    {
      config: { access: "policies.readAll" },
      schema: {
        tags: ["users"],
        summary: "Every agent, by name",
        response: { 200: envelopeSchema(z.array(agentSchema)) },
      },
    },
    async () => ok<Agent[]>(await users.agents()),
  );
}
