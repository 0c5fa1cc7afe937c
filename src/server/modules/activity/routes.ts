import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { activityEntrySchema, portalActivitySchema, type PortalActivity } from "../../../shared/activity";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { actorOf } from "../../auth/data-scope";
import { portalParams } from "../../../shared/portal";

/** What the audit log tells people about a portal or a document the caller may see. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const activity = app.services.activity;

  routes.get(
    "/api/portal/:id/activity",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "The portal's stats and latest changes (to it and its documents), from the audit log",
        params: portalParams,
        response: { 200: envelopeSchema(portalActivitySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok<PortalActivity>(await activity.forPortal(request.params.id, await actorOf(request))),
  );

  routes.get(
    "/api/documents/:docId/history",
    {
      config: { access: "documents.read" },
      schema: {
        tags: ["documents"],
        summary: "Every change to the document, latest first, from the audit log",
        params: z.object({ docId: z.string().min(1).max(100) }),
        response: { 200: envelopeSchema(z.array(activityEntrySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await activity.forDocument(request.params.docId, await actorOf(request))),
  );
}
