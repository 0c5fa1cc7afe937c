import { randomUUID } from "node:crypto";
import type { Db } from "../client";
import { payments } from "../schema";

/**
 * A demo policy in force is paid up: its premium was paid on its first day,
 * as a completed payment that `giveFirstTerms` posts to the ledger (so the
 * demo shows no invoice months past due with no notice ever sent).
 */
export async function recordPremiumPaid(
  tx: Db,
  policy: { id: string; premiumDollars: number; effectiveDate: string; payerEmail: string },
): Promise<void> {
  const paidAt = new Date(`${policy.effectiveDate}T14:00:00Z`);
  await tx.insert(payments).values({
    id: randomUUID(),
    reference: `PAY-${randomUUID().slice(0, 8).toUpperCase()}`,
    policyId: policy.id,
    payerEmail: policy.payerEmail,
    amountCents: Math.round(policy.premiumDollars * 100),
    status: "completed",
    provider: "demo",
    createdAt: paidAt,
    completedAt: paidAt,
    updatedAt: paidAt,
  });
}
