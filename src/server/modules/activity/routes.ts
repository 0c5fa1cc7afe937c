import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  activityEntrySchema,
  portalActivitySchema,
  recentActivityLimit,
  type PortalActivity,
} from "../../../shared/activity";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { callerOf, scopeOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import { createDocumentRepository } from "../documents/repository";
import { portalNotFound, portalParams } from "../portals/routes";
import { createPortalRepository } from "../portals/repository";
import { createActivityRepository } from "./repository";

/**
 * What the audit log tells people: a portal's Recent Activity and Portal
 * Stats (SPEC §2, static there), and a document's history. Only for records
 * the caller may see.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const activity = createActivityRepository(app.database.db);
  const portals = createPortalRepository(app.database.db);
  const documents = createDocumentRepository(app.database.db);

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
    async (request) => {
      const portal = await portals.find(request.params.id, scopeOf(await callerOf(request)));
      if (!portal) throw portalNotFound();
      const [stats, recent] = await Promise.all([
        activity.portalStats(portal.diHeaderGUID),
        activity.recentForPortal(portal.diHeaderGUID, recentActivityLimit),
      ]);
      return ok<PortalActivity>({ stats: { documents: portal.documentCount, ...stats }, recent });
    },
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
    async (request) => {
      const document = await documents.find(request.params.docId, scopeOf(await callerOf(request)));
      if (!document) throw notFound("The requested document could not be found.");
      return ok(await activity.documentHistory(document.id));
    },
  );
}
