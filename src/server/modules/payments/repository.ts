import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Language } from "../../../shared/constants";
import type { Db } from "../../db/client";
import { insuredAccounts, payments, policies, type PaymentRow } from "../../db/schema";

export interface PayablePolicy {
  id: string;
  policyNumber: string;
  status: string;
  /** The insured's e-mail as on file (the confirmation goes there, not to what was typed). */
  insuredEmail: string;
}

/** All SQL for payments. */
export function createPaymentRepository(db: Db) {
  return {
    /** The policy whose number and insured's account e-mail both match (either compared without case), or null. */
    async findByInsured(email: string, policyNumber: string): Promise<PayablePolicy | null> {
      const [row] = await db
        .select({
          id: policies.id,
          policyNumber: policies.policyNumber,
          status: policies.status,
          insuredEmail: sql<string>`${insuredAccounts.email}`,
        })
        .from(policies)
        .innerJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
        .where(
          and(
            sql`upper(${policies.policyNumber}) = upper(${policyNumber})`,
            sql`lower(${insuredAccounts.email}) = lower(${email})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Records an attempt, with the language the payer paid in: the receipt is written in it. */
    async start(payment: {
      policyId: string;
      payerEmail: string;
      amountCents: number;
      provider: string;
      language: Language;
    }): Promise<PaymentRow> {
      const id = randomUUID();
      const [row] = await db
        .insert(payments)
        .values({
          id,
          reference: `PAY-${id.slice(0, 8).toUpperCase()}`,
          ...payment,
        })
        .returning();
      return row!;
    },

    async find(id: string, executor: Db = db): Promise<(PaymentRow & { policyNumber: string }) | null> {
      const [row] = await executor
        .select({ payment: payments, policyNumber: policies.policyNumber })
        .from(payments)
        .innerJoin(policies, eq(policies.id, payments.policyId))
        .where(eq(payments.id, id));
      return row ? { ...row.payment, policyNumber: row.policyNumber } : null;
    },

    /** Records the portal's outcome once: null when the payment was already settled (a reloaded confirmation). */
    async settle(id: string, status: "completed" | "failed", executor: Db): Promise<PaymentRow | null> {
      const now = new Date();
      const [row] = await executor
        .update(payments)
        .set({ status, completedAt: status === "completed" ? now : null, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, "started")))
        .returning();
      return row ?? null;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
