import type { Db } from "../../db/client";
import { assertClientStillWaiting } from "../../request-context";
import type { NewAuditEntry } from "../../db/schema";
import { insertAuditRow } from "./repository";

export interface AuditedChange<T> {
  actor: string;
  /** Dotted verb: "portal.create", "document.approve". */
  action: string;
  entityType: string;
  requestId: string;
  /** The record before the change; null when it is created. */
  before: T | null;
  /** Applies the change in the transaction and answers the record's id, or null when nothing matched. */
  apply(tx: Db): Promise<string | null>;
  /** Reads the record back in the transaction, as the audit row and the answer show it. */
  read(id: string, tx: Db): Promise<T | null>;
}

/**
 * A change to business data and its audit row, committed together or not at
 * all. Answers the record after the change (or before it, when the change
 * made it unreadable, as a delete does), or null when `apply` matched nothing.
 */
export async function auditedWrite<T>(db: Db, change: AuditedChange<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const id = await change.apply(tx);
    if (!id) return null;
    const after = await change.read(id, tx);
    await insertAuditRow(
      {
        actor: change.actor,
        action: change.action,
        entityType: change.entityType,
        entityId: id,
        before: change.before,
        after,
        requestId: change.requestId,
      },
      tx,
    );
    assertClientStillWaiting();
    return after ?? change.before;
  });
}

/** One more audit row in a transaction already open: a change that follows from the audited one (an account moved with an e-mail). */
export const recordAudit = (entry: NewAuditEntry, tx: Db) => insertAuditRow(entry, tx);
