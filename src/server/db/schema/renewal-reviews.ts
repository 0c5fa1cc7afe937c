import { date, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { policies } from "./policies";
import { policyTerms } from "./policy-transactions";

/**
 * The renewal review: each term coming up for renewal, checked once a day against the renewal rate version
 * (decision 0048). `reason_key` null: it can be priced. Otherwise staff see it with the day a non-renewal must be
 * mailed by; past that day the policy renews on its current terms.
 */
export const renewalReviews = pgTable(
  "renewal_review",
  {
    termId: text("term_id")
      .primaryKey()
      .references(() => policyTerms.id, { onDelete: "cascade" }),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    checkedOn: date("checked_on").notNull(),
    /** Why the renewal cannot be priced: a catalog key (`rating.*`) and its numbers; null when it can. */
    reasonKey: text("reason_key"),
    reasonParams: jsonb("reason_params").$type<Record<string, string | number>>(),
    /** The last day a notice of non-renewal may be mailed (the term's end less the notice period). */
    nonRenewalBy: date("non_renewal_by").notNull(),
  },
  (table) => [index("renewal_review_checked_idx").on(table.checkedOn)],
);

export type RenewalReviewRow = typeof renewalReviews.$inferSelect;
