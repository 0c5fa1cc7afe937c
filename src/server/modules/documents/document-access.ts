import type { Portal } from "../../../shared/portal";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import { notFound } from "../../http-errors";
import type { PortalService } from "../portals/service";
import type { DocumentRepository, StoredDocument } from "./repository";

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
export function createDocumentAccess({
  documents,
  portals,
}: {
  documents: DocumentRepository;
  portals: Pick<PortalService, "find">;
}) {
  const portal = (portalId: string, actor: Actor): Promise<Portal> => portals.find(portalId, actor);

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
