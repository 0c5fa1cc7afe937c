import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * File contents for the "database" storage backend, which every instance on
 * the same PostgreSQL shares (STORAGE=database). The local-directory backend
 * does not use it.
 */
export const storedFiles = pgTable("stored_file", {
  key: text("key").primaryKey(),
  content: bytea("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
