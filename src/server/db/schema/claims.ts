import { sql } from "drizzle-orm";
import { date, index, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companyTimeZone } from "../../../shared/calendar-date";
import { user } from "./auth";
import { catastrophes } from "./catastrophes";
import { policies } from "./policies";

export const claimNumberSequence = pgSequence("claim_number_seq", { startWith: 1 });

/**
 * SPEC §3 "Claim", stored (the spec's wizard only e-mails it). The number
 * CLM-YYYY-NNNNNN comes from a sequence, so it is unique under concurrent
 * submissions; the year is Florida's (a claim filed on New Year's Eve at
 * 9 PM belongs to the year that is ending there). Yes/No answers are kept as the strings "Yes"/"No".
 * The claims API, the wizard and the claims-register report read it.
 */
export const claims = pgTable(
  "claim",
  {
    id: text("id").primaryKey(),
    claimNumber: text("claim_number")
      .notNull()
      .unique()
      .default(
        sql`'CLM-' || to_char(now() at time zone ${sql.raw(`'${companyTimeZone}'`)}, 'YYYY') || '-' || lpad(nextval('claim_number_seq')::text, 6, '0')`,
      ),
    status: text("status").notNull().default("received"),
    policyId: text("policy_id").references(() => policies.id, { onDelete: "set null" }),
    memberFirstName: text("member_first_name").notNull(),
    memberLastName: text("member_last_name").notNull(),
    policyNumber: text("policy_number").notNull(),
    dateOfLoss: date("date_of_loss").notNull(),
    category: text("category").notNull(),
    notifierFirstName: text("notifier_first_name").notNull(),
    notifierLastName: text("notifier_last_name").notNull(),
    notifierEmail: text("notifier_email").notNull(),
    relationshipToMember: text("relationship_to_member").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    lossDetails: text("loss_details").notNull(),
    isHomeHabitable: text("is_home_habitable").notNull(),
    dwellingDamaged: text("dwelling_damaged").notNull(),
    otherStructuresDamaged: text("other_structures_damaged").notNull(),
    personalPropertyDamaged: text("personal_property_damaged").notNull(),
    additionalLivingExpenses: text("additional_living_expenses").notNull(),
    /** The language the claim was filed in: its e-mails to the claimant are written in it. */
    language: text("language").notNull().default("en"),
    /**
     * The claimant's Idempotency-Key, when they sent one: filing again with it
     * answers the claim already stored instead of a second one (a claim whose
     * acknowledgement was lost in an outage, say).
     */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),

    // The claim file (decision 0047). The days below are Florida's and drive the statutory clocks.
    /** The day the company received notice of the claim: the clocks count from it. */
    receivedOn: date("received_on")
      .notNull()
      .default(sql`(now() at time zone ${sql.raw(`'${companyTimeZone}'`)})::date`),
    catastropheId: text("catastrophe_id").references(() => catastrophes.id, { onDelete: "set null" }),
    adjusterId: text("adjuster_id").references(() => user.id, { onDelete: "set null" }),
    acknowledgedOn: date("acknowledged_on"),
    billOfRightsOn: date("bill_of_rights_on"),
    proofOfLossOn: date("proof_of_loss_on"),
    investigationStartedOn: date("investigation_started_on"),
    inspectedOn: date("inspected_on"),
    repairsCompletedOn: date("repairs_completed_on"),
    /** covered | partlyCovered | denied, with its reason and the policy provision it rests on. */
    decision: text("decision"),
    decisionReason: text("decision_reason"),
    decisionProvision: text("decision_provision"),
    decidedOn: date("decided_on"),
    closedOn: date("closed_on"),
    /** reopened | supplemental: the latest reopening starts the decision clock again. */
    reopenKind: text("reopen_kind"),
    reopenedOn: date("reopened_on"),
    /** Why staff allow payment on a claim the coverage check finds not in force; null when none is needed. */
    coverageOverrideReason: text("coverage_override_reason"),
  },
  (table) => [
    index("claim_policy_idx").on(table.policyId),
    index("claim_adjuster_idx").on(table.adjusterId),
    index("claim_catastrophe_idx").on(table.catastropheId),
    index("claim_received_on_idx").on(table.receivedOn),
    // The clock screen reads only the open claims: a few thousand of a book of hundreds of thousands.
    index("claim_open_received_on_idx")
      .on(table.receivedOn)
      .where(sql`${table.closedOn} is null`),
    index("claim_policy_number_idx").on(table.policyNumber),
    index("claim_created_at_idx").on(table.createdAt),
  ],
);

export type ClaimRow = typeof claims.$inferSelect;
