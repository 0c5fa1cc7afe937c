import { recentActivityLimit, type ActivityEntry, type PortalActivity } from "../../../shared/activity";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import type { DocumentService } from "../documents/service";
import type { PortalService } from "../portals/service";
import type { ActivityRepository } from "./repository";

/**
 * What the audit log tells people: a portal's Recent Activity and Portal
 * Stats (SPEC §2, static there), and a document's history. Only for records
 * the caller may see.
 */
export function createActivityService({
  activity,
  documents,
  portals,
}: {
  activity: ActivityRepository;
  documents: Pick<DocumentService, "visible">;
  portals: Pick<PortalService, "find">;
}) {
  return {
    /** The portal's stats and latest changes (to it and its documents). */
    async forPortal(idOrIdentity: string, actor: Actor): Promise<PortalActivity> {
      const portal = await portals.find(idOrIdentity, actor);
      const [stats, recent] = await Promise.all([
        activity.portalStats(portal.diHeaderGUID),
        activity.recentForPortal(portal.diHeaderGUID, recentActivityLimit),
      ]);
      return { stats: { documents: portal.documentCount, ...stats }, recent };
    },

    /** Every change to the document, latest first. */
    async forDocument(documentId: string, actor: Actor): Promise<ActivityEntry[]> {
      const document = await documents.visible(documentId, scopeOf(actor));
      if (!document) throw notFound("document.notFound");
      return activity.documentHistory(document.id);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
