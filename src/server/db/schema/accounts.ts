import { sql } from "drizzle-orm";
import { index, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const accountNumberSequence = pgSequence("account_number_seq", { startWith: 1 });

/**
 * An insured's account (SPEC §7 "Account_*"): the business or household that
 * holds policies. Not a sign-in account: those are auth_user/auth_account.
 * The servicing agent scopes what agents see, as for policies.
 */
export const insuredAccounts = pgTable(
  "insured_account",
  {
    id: text("id").primaryKey(),
    accountNumber: text("account_number")
      .notNull()
      .unique()
      .default(sql`'ACC-' || lpad(nextval('account_number_seq')::text, 6, '0')`),
    name: text("name").notNull(),
    businessType: text("business_type"),
    contactName: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    status: text("status").notNull().default("active"),
    /** The privacy notice's electronic-communication preference: email or paper. */
    communicationPreference: text("communication_preference").notNull().default("email"),
    /** When the insured last chose it; null while the default stands. */
    communicationPreferenceAt: timestamp("communication_preference_at", { withTimezone: true }),
    /** The language the insured chose for our e-mails (member preferences); null until they choose: English. */
    language: text("language"),
    agentId: text("agent_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("insured_account_agent_idx").on(table.agentId, table.name),
    // A member's policies are those of the accounts whose e-mail is theirs (member portal).
    index("insured_account_email_idx").on(sql`lower(${table.email})`),
  ],
);

export type InsuredAccountRow = typeof insuredAccounts.$inferSelect;
