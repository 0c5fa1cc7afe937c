import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { policies } from "./policies";

/** A postal address's four columns, the same in every table that keeps one (a builder each: drizzle's are per table). */
export const postalAddressColumns = () => ({
  street: text("street").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zipCode: text("zip_code").notNull(),
});

/**
 * Where a policy's notices are mailed (decision 0049): the insured's mailing address when it is not the insured
 * property's, and each additional interest (mortgagee, lienholder) that gets a copy.
 */
export const policyMailingAddresses = pgTable("policy_mailing_address", {
  policyId: text("policy_id")
    .primaryKey()
    .references(() => policies.id, { onDelete: "cascade" }),
  ...postalAddressColumns(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const policyInterests = pgTable(
  "policy_interest",
  {
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    /** The order staff listed them in: the first mortgagee is the first to be paid. */
    position: integer("position").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    ...postalAddressColumns(),
    loanNumber: text("loan_number"),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.position] })],
);

export type PolicyInterestRow = typeof policyInterests.$inferSelect;
