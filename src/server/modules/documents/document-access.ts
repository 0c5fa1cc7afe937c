import type { Portal } from "../../../shared/portal";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import { notFound } from "../../http-errors";
import { createPortalRepository } from "../portals/repository";
import { portalNotFound } from "../portals/service";
import { createDocumentRepository, type StoredDocument } from "./repository";

/** Where a document is asked for: `/api/documents/{docId}`, or on a portal, `/api/portal/{id}/documents/{docId}`. */
export interface DocumentAddress {
  id?: string;
  docId: string;
}

const documentNotFound = () => notFound("document.notFound");

/**
 * Which portals and documents an actor may reach: staff all of them, an agent
 * their own book. What is out of reach answers "not found", never "forbidden",
 * so an id does not tell whether it exists.
 */
export function createDocumentAccess(db: Db) {
  const documents = createDocumentRepository(db);
  const portals = createPortalRepository(db);

  async function portal(portalId: string, actor: Actor): Promise<Portal> {
    const found = await portals.find(portalId, scopeOf(actor));
    if (!found) throw portalNotFound();
    return found;
  }

  return {
    portal,

    /** The document the address names, which the actor may see and which is on the portal it names, if any. */
    async document({ id, docId }: DocumentAddress, actor: Actor): Promise<StoredDocument> {
      const onPortal = id ? await portal(id, actor) : null;
      const found = await documents.find(docId, scopeOf(actor));
      if (!found || (onPortal && found.portalId !== onPortal.diHeaderGUID)) throw documentNotFound();
      return found;
    },
  };
}
