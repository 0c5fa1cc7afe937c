import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { claimDeadlineRowSchema, deadlineQuerySchema } from "../../../shared/claim-file";
import { actorOf } from "../../auth/data-scope";
import { adjusterScope } from "./claim-scope";

/** The Claims clock screen's API (decision 0047): claims managers see every claim's clocks, an adjuster their own. */
export async function deadlineRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["claim file"];

  routes.get(
    "/api/claims/deadlines",
    {
      config: { access: "claims.read" },
      schema: {
        tags,
        summary:
          "The statutory clocks at risk (within 2 days) or overdue across the open claims, soonest first; state narrows to one",
        querystring: deadlineQuerySchema,
        response: { 200: envelopeSchema(z.array(claimDeadlineRowSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return ok(await app.services.claimDeadlines.list(request.query.state, adjusterScope(actor)));
    },
  );
}
