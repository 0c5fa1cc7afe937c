import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, ok } from "../../../shared/api";
import { dashboardFiguresSchema } from "../../../shared/dashboard";
import { actorOf } from "../../auth/data-scope";

/** The staff dashboard's tiles, computed for what the caller may see. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = app.services.dashboard;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dashboard",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "The dashboard figures: active portals, recent documents, total premium, active policies %",
        response: { 200: envelopeSchema(dashboardFiguresSchema) },
      },
    },
    async (request) => ok(await dashboard.figures(await actorOf(request))),
  );
}
