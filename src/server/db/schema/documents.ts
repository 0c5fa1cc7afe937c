import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { policies } from "./policies";
import { portals } from "./portals";

/**
 * One table for portal documents and recent documents (SPEC §3). The file
 * itself lives in the storage backend under `storage_key`, which the server
 * makes up (never the uploaded name). A document entered without a file yet
 * has no key and size 0. Deleting sets `deleted_at`: nothing is lost.
 */
export const documents = pgTable(
  "document",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** What kind of file, for people: PDF, Word, Excel, Image... */
    type: text("type").notNull(),
    status: text("status").notNull(),
    priority: text("priority").notNull(),
    category: text("category").notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    /** The detected media type, sent back on download. */
    contentType: text("content_type"),
    /** SHA-256 of the content, hex. */
    contentHash: text("content_hash"),
    storageKey: text("storage_key"),
    rejectionReason: text("rejection_reason"),
    /** Shown to the insured in the member portal (a later issue). */
    visibleToInsured: boolean("visible_to_insured").notNull().default(false),
    portalId: text("portal_id").references(() => portals.id, { onDelete: "set null" }),
    policyId: text("policy_id").references(() => policies.id, { onDelete: "set null" }),
    /** Who uploaded it: scopes an agent's unattached uploads to themselves. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: text("modified_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("document_portal_idx").on(table.portalId, table.modifiedAt),
    index("document_policy_idx").on(table.policyId, table.modifiedAt),
    index("document_modified_at_idx").on(table.modifiedAt),
    index("document_owner_idx").on(table.ownerId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
