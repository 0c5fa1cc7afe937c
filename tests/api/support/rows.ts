import { randomUUID } from "node:crypto";
import type { Db } from "../../../src/server/db/client";
import { insuredAccounts, policies, type NewPolicyRow, type PolicyRow } from "../../../src/server/db/schema";

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
      ...row,
    })
    .returning();
  return inserted!;
}

/** An insured account (SPEC §7 Account_*), the policyholder a member signs in as. */
export async function insertInsuredAccount(db: Db, row: Partial<typeof insuredAccounts.$inferInsert> = {}) {
  const [inserted] = await db
    .insert(insuredAccounts)
    .values({ id: randomUUID(), name: "Robert Tran", email: "robert.tran@example.com", ...row })
    .returning();
  return inserted!;
}
