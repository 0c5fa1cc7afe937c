import { recentActivityLimit, type ActivityEntry, type PortalActivity } from "../../../shared/activity";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { notFound } from "../../http-errors";
import { createDocumentRepository } from "../documents/repository";
import { createPortalService } from "../portals/service";
import { createActivityRepository } from "./repository";

/**
 * What the audit log tells people: a portal's Recent Activity and Portal
 * Stats (SPEC §2, static there), and a document's history. Only for records
 * the caller may see.
 */
export function createActivityService({ db }: { db: Db }) {
  const activity = createActivityRepository(db);
  const portals = createPortalService({ db });
  const documents = createDocumentRepository(db);

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
      const document = await documents.find(documentId, scopeOf(actor));
      if (!document) throw notFound("document.notFound");
      return activity.documentHistory(document.id);
    },
  };
}
