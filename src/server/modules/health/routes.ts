import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, healthSchema, ok, readinessSchema, type Readiness } from "../../../shared/api";
import { textFor } from "../../request-language";

/** Liveness for process supervisors; readiness for load balancers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "The process is alive",
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async () => ok({ status: "ok" as const }),
  );

  routes.get(
    "/api/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "The database is reachable",
        response: { 200: envelopeSchema(readinessSchema), 503: envelopeSchema(readinessSchema) },
      },
    },
    async (request, reply) => {
      const database = app.database.kind;
      try {
        await app.database.ping();
        return ok<Readiness>({ status: "ready", database });
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.code(503).send({
          data: { status: "not-ready", database },
          success: false,
          message: textFor(request, "request.databaseUnreachable"),
          errors: [],
        });
      }
    },
  );
}
