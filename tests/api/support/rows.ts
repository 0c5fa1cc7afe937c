import { randomUUID } from "node:crypto";
import type { Db } from "../../../src/server/db/client";
import { giveFirstTerms } from "../../../src/server/db/first-terms";
import {
  claims,
  documents,
  insuredAccounts,
  mailOutbox,
  policies,
  type ClaimRow,
  type DocumentRow,
  type NewPolicyRow,
  type OutboxMessage,
  type PolicyRow,
} from "../../../src/server/db/schema";
import { claimSubmission } from "./claim-submission";

/**
 * The rows a test needs, inserted straight through the database layer with
 * plausible defaults; a test names only what it is about. Add a factory here
 * when a second test needs the same kind of row.
 */
export async function insertPolicy(db: Db, row: Partial<NewPolicyRow> = {}): Promise<PolicyRow> {
  const [inserted] = await db
    .insert(policies)
    .values({
      id: randomUUID(),
      policyType: "Property",
      status: "active",
      insuredName: "Gulf Coast Marine Services Corp.",
      effectiveDate: "2026-06-01",
      expirationDate: "2027-06-01",
      premium: 409_600,
      coverage: 18_500_000,
      // Where its notices are mailed when nothing else is recorded (decision 0049).
      address: "100 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      zipCode: "33606",
      ...row,
    })
    .returning();
  // An active policy is an issued one: its first term, new business and charge, as issuing would leave them.
  await giveFirstTerms(db);
  return inserted!;
}

/** An insured account (SPEC §7 Account_*), the policyholder a member signs in as. */
export async function insertInsuredAccount(db: Db, row: Partial<typeof insuredAccounts.$inferInsert> = {}) {
  const [inserted] = await db
    .insert(insuredAccounts)
    .values({
      id: randomUUID(),
      name: "Robert Tran",
      email: "robert.tran@example.com",
      // The insured's mailing address: where the notices on their policies go (decision 0049).
      address: "2200 N Westshore Blvd",
      city: "Tampa",
      state: "FL",
      zipCode: "33607",
      ...row,
    })
    .returning();
  return inserted!;
}

/** A claim as the wizard stores it (with support/claim-submission.ts's answers), on no policy unless given one. */
export async function insertClaim(db: Db, row: Partial<typeof claims.$inferInsert> = {}): Promise<ClaimRow> {
  const { member, loss, location, exposures } = claimSubmission(row.policyNumber ?? "SRE-0000001");
  const [inserted] = await db
    .insert(claims)
    .values({
      id: randomUUID(),
      memberFirstName: member.firstName,
      memberLastName: member.lastName,
      policyNumber: member.policyNumber,
      ...loss,
      ...location,
      ...exposures,
      ...row,
    })
    .returning();
  return inserted!;
}

/** A document entry, without a file unless the row names one already stored. */
export async function insertDocument(db: Db, row: Partial<typeof documents.$inferInsert> = {}): Promise<DocumentRow> {
  const [inserted] = await db
    .insert(documents)
    .values({
      id: randomUUID(),
      name: "Loss runs.pdf",
      type: "PDF",
      status: "Approved",
      priority: "Low",
      category: "Application",
      ...row,
    })
    .returning();
  return inserted!;
}

/** An outbox message in any state (a failed one, one being retried), as the sender would have left it. */
export async function insertOutboxMessage(
  db: Db,
  row: Partial<typeof mailOutbox.$inferInsert> = {},
): Promise<OutboxMessage> {
  const [inserted] = await db
    .insert(mailOutbox)
    .values({
      kind: "claim-acknowledgement",
      toAddress: "ana@example.com",
      subject: "We received your claim",
      textBody: "Hello",
      htmlBody: "<p>Hello</p>",
      ...row,
    })
    .returning();
  return inserted!;
}
