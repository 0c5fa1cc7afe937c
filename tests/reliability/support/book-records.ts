import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import { documents, portals } from "../../../src/server/db/schema";
import type { OwnRecords } from "./access-probes";
import type { AgentBook } from "./agent-book";

/**
 * The caller's own records a probe holds still while it varies the other
 * path parameter: a portal, a document on it still open to change, a policy
 * and an account.
 */
export async function ownRecordsOf(db: Db, book: AgentBook): Promise<OwnRecords> {
  const [document] = await db
    .select({ id: documents.id, portalId: documents.portalId })
    .from(documents)
    .where(
      and(inArray(documents.id, book.ids.document), isNotNull(documents.portalId), ne(documents.status, "Approved")),
    );
  if (!document?.portalId || !book.ids.policy[0] || !book.ids.insuredAccount[0]) {
    throw new Error("the book needs a policy, an account and an open document on a portal");
  }
  return {
    portal: document.portalId,
    document: document.id,
    policy: book.ids.policy[0],
    account: book.ids.insuredAccount[0],
  };
}

/** The book's documents with the portal they are on, by row key and by the identity people see. */
export async function documentsOnTheirPortals(db: Db, book: AgentBook) {
  const rows = await db
    .select({ document: documents.id, portal: portals.id, identity: portals.portalIdentity })
    .from(documents)
    .innerJoin(portals, eq(portals.id, documents.portalId))
    .where(inArray(documents.id, book.ids.document));
  return rows.flatMap((row) => [
    { portal: row.portal, document: row.document },
    { portal: row.identity, document: row.document },
  ]);
}
