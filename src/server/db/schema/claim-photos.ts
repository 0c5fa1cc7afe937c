import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { claims } from "./claims";

/**
 * Photos of the damage sent with a claim. The wizard uploads each one as it is
 * chosen (so a slow connection shows progress and a reload keeps them), before
 * the claim exists; submitting the claim attaches them. Bytes live in file
 * storage under `claim-photos/<uuid>`.
 */
export const claimPhotos = pgTable(
  "claim_photo",
  {
    id: text("id").primaryKey(),
    claimId: text("claim_id").references(() => claims.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    contentHash: text("content_hash").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("claim_photo_claim_idx").on(table.claimId)],
);

export type ClaimPhotoRow = typeof claimPhotos.$inferSelect;
