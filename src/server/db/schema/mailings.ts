import { bigint, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { policies } from "./policies";
import { postalAddressColumns } from "./policy-interests";
import { policyTransactions } from "./policy-transactions";

/**
 * One letter on paper (decision 0049): a notice that starts a legal period, to the insured or a copy to an
 * additional interest, in the day's mailing batch. The address is kept as it was printed. `mailed_at` is set
 * when staff record the batch as handed to the post office; the certificate of mailing lists the day's letters.
 */
export const mailings = pgTable(
  "mailing",
  {
    id: text("id").primaryKey(),
    /** The Florida calendar day of the batch the letter goes in: the notice's mailing date. */
    mailOn: date("mail_on").notNull(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => policyTransactions.id, { onDelete: "cascade" }),
    /** As printed on the letter. */
    policyNumber: text("policy_number").notNull(),
    /** The notice: cancellation, nonRenewal or renewal. */
    notice: text("notice").notNull(),
    /** insured, or the interest's kind (mortgagee, lienholder, additionalInterest). */
    recipient: text("recipient").notNull(),
    name: text("name").notNull(),
    ...postalAddressColumns(),
    loanNumber: text("loan_number"),
    /** The language the address page is printed in: the insured's for their letter, English for a copy. */
    language: text("language").notNull(),
    /** The letter: the notice's stored PDF, the same the insured finds among the policy's documents. */
    storageKey: text("storage_key").notNull(),
    /** The e-mail sent with the insured's letter (mail outbox id); null when none was. */
    emailId: bigint("email_id", { mode: "number" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    mailedBy: text("mailed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mailing_day_idx").on(table.mailOn), index("mailing_policy_idx").on(table.policyId)],
);

export type MailingRow = typeof mailings.$inferSelect;
