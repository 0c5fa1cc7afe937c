import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Personal API keys (docs/decisions/0024). The secret itself is never
 * stored: only its SHA-256 hash, enough for a 256-bit random secret, and
 * looked up by that hash. A revoked key keeps its row (revoked_at set) so
 * the audit log's history of it still names something.
 */
export const apiKeys = pgTable(
  "api_key",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, shown in lists to tell keys apart. */
    prefix: text("prefix").notNull(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text("secret_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Written at most once a minute per key (shared/api-key.ts). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_key_user_idx").on(table.userId)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
