import type { PaymentPlanOffer, PaymentPortion, PolicyBilling } from "../../../shared/billing";
import { paymentPlans, type PaymentPlan } from "../../../shared/billing-rules";
import { addDays } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import { message } from "../../../shared/messages/message";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../http-errors";
import { scopeOf } from "../../auth/data-scope";
import { auditedWrite } from "../audit/audited-write";
import type { PremiumLedgerService } from "../premium-ledger/service";
import { billPolicy, openCents } from "./bill-policy";
import { invoiceAnswer, refundAnswer } from "./billing-answers";
import { paymentApplied } from "./payment-applied";
import { matchRefundsToCredit } from "./refunds-due";
import { billingEventsOf, installmentFeeKind } from "./ledger-events";
import type { BilledTerm, BillingRepository } from "./repository";

export interface BillingServiceDeps {
  db: Db;
  repository: BillingRepository;
  ledger: PremiumLedgerService;
  company: Pick<Company, "billingRules" | "policyRules">;
  today: () => string;
}

/**
 * Billing (decision 0033): invoices, credit and refunds due follow
 * from the ledger. `rebill` runs in every transaction that moves a policy's
 * money (issuing a transaction, settling a payment, paying a refund), on the
 * locked policy, so what is stored always equals the ledger.
 */
export function createBillingService({ db, repository, ledger, company, today }: BillingServiceDeps) {
  const rules = company.billingRules;

  /**
   * Works the policy's invoices out again from its ledger and stores them,
   * posts the installment fees they carry, and matches refunds due to the
   * credit. Runs inside the caller's transaction; locks the policy row.
   */
  async function rebill(
    policyId: string,
    tx: Db,
    cause: { transactionId?: string; beforeBilling?: boolean } = {},
  ): Promise<void> {
    const policy = await repository.lockPolicy(policyId, tx);
    if (!policy) return;
    const terms = await repository.terms(policyId, tx);
    if (terms.length === 0) return;
    const { events, feesPostedCents } = billingEventsOf(await ledger.entries(policyId, tx));
    const bill = billPolicy(terms, events, rules);
    await repository.saveInvoices(
      { id: policyId, policyNumber: policy.policyNumber },
      terms,
      bill.invoices,
      tx,
      !cause.beforeBilling,
    );
    const fees = bill.invoices.reduce((sum, invoice) => sum + invoice.feeCents, 0);
    if (fees !== feesPostedCents) {
      await ledger.post(
        { policyId, kind: installmentFeeKind, amountCents: fees - feesPostedCents, postedOn: today() },
        tx,
      );
    }
    await matchRefundsToCredit(
      repository,
      rules,
      today(),
      { policyId, creditCents: bill.creditCents, transactionId: cause.transactionId ?? null },
      tx,
    );
  }

  /** The policy's invoices as its ledger bills them now, leaving out the premium of transaction `without`. */
  async function invoicesFromLedger(policyId: string, executor: Db, without?: string) {
    const terms = await repository.terms(policyId, executor);
    if (terms.length === 0) return [];
    const { events } = billingEventsOf(await ledger.entries(policyId, executor));
    const kept = without
      ? events.filter((event) => event.kind !== "premium" || event.transactionId !== without)
      : events;
    return billPolicy(terms, kept, rules).invoices;
  }

  /**
   * What keeps a policy under a notice of cancellation for non-payment, or
   * gets it back within the reinstatement window: what would be past due had
   * the cancellation not been issued (its return of premium already shows on
   * the invoices). Null when the policy has no such notice.
   */
  async function amountToKeep(policyId: string, executor: Db = db): Promise<number | null> {
    const since = addDays(today(), -company.policyRules.reinstatementWindowDays);
    const [notice] = await repository.nonPaymentCancellations(since, policyId, executor);
    if (!notice) return null;
    const day = today();
    return (await invoicesFromLedger(policyId, executor, notice.transactionId))
      .filter((invoice) => invoice.dueOn <= day)
      .reduce((sum, invoice) => sum + openCents(invoice), 0);
  }

  /**
   * The day the oldest installment still unpaid fell due, when one is past due today (before its day it is not):
   * what a cancellation for non-payment needs (s. 627.4133(2)(a)1.). Null when the policy is paid to date.
   */
  async function pastDueSince(policyId: string, executor: Db = db): Promise<string | null> {
    const day = today();
    const late = (await invoicesFromLedger(policyId, executor))
      .filter((invoice) => invoice.dueOn < day && openCents(invoice) > 0)
      .map((invoice) => invoice.dueOn);
    return late.length > 0 ? late.reduce((oldest, dueOn) => (dueOn < oldest ? dueOn : oldest)) : null;
  }

  /** The plan a term opened by new business or a renewal is billed on: the one asked for, else the last term's next or own plan. */
  async function chooseTermPlan(
    termId: string,
    asked: PaymentPlan | undefined,
    previous: BilledTerm | undefined,
    tx: Db,
  ) {
    const plan = asked ?? previous?.nextPlan ?? previous?.plan ?? "full";
    await repository.setTermPlan(termId, plan, rules.plans[plan], tx);
  }

  async function billingOf(policyId: string): Promise<PolicyBilling | null> {
    const policy = await repository.policy(policyId);
    if (!policy) return null;
    const [terms, invoiceRows, paymentRows, refundRows, balanceCents] = await Promise.all([
      repository.terms(policyId),
      repository.invoices(policyId),
      repository.payments(policyId),
      repository.refunds(policyId),
      ledger.balanceCents(policyId),
    ]);
    const day = today();
    const current = [...terms].reverse().find((term) => term.startDate <= day) ?? terms[0];
    const termsById = new Map(terms.map((term) => [term.termId, term]));
    const invoices = invoiceRows.map((row) => invoiceAnswer(row, termsById.get(row.termId)!, day));
    const open = invoices.filter((invoice) => invoice.openCents > 0);
    const first = open[0];
    return {
      policyId,
      policyNumber: policy.policyNumber,
      plan: current?.plan ?? null,
      nextPlan: current?.nextPlan && current.nextPlan !== current.plan ? current.nextPlan : null,
      balanceCents,
      pastDueCents: open
        .filter((invoice) => invoice.status === "pastDue")
        .reduce((sum, invoice) => sum + invoice.openCents, 0),
      next: first ? { invoiceId: first.id, dueOn: first.dueOn, amountCents: first.openCents } : null,
      payInFullCents: open.reduce((sum, invoice) => sum + invoice.openCents, 0),
      invoices,
      payments: paymentRows.map((row) => ({
        id: row.id,
        reference: row.reference,
        amountCents: row.amountCents,
        status: row.status,
        startedAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      })),
      refunds: refundRows.map((row) => refundAnswer(row, policy, day)),
    };
  }

  return {
    /** A policy's billing, for staff and for the agent whose policy it is (anyone else: not found). */
    async policyBilling(policyId: string, actor: Actor): Promise<PolicyBilling> {
      const visible = await repository.policy(policyId, scopeOf(actor));
      const billing = visible ? await billingOf(visible.id) : null;
      if (!billing) throw notFound("policy.notFound");
      return billing;
    },
    rebill,
    chooseTermPlan,

    /** The company's payment plans as offered: shares in percent, rounded to two decimals for reading. */
    planOffers: (): PaymentPlanOffer[] =>
      paymentPlans.map((plan) => {
        const { installments, installmentFeeCents } = rules.plans[plan];
        const total = installments.reduce((sum, each) => sum + each.share, 0);
        return {
          plan,
          installments: installments.map(({ share, monthsAfterStart }) => ({
            sharePercent: Math.round((share * 10_000) / total) / 100,
            monthsAfterStart,
          })),
          installmentFeeCents,
        };
      }),

    amountToKeep,
    pastDueSince,

    /**
     * What paying the next installment or everything open charges today. Under
     * a notice of cancellation for non-payment (or cancelled for it, within the
     * reinstatement window) the next payment is what keeps the policy.
     */
    async amountFor(policyId: string, portion: PaymentPortion): Promise<number> {
      const toKeep = portion === "next" ? await amountToKeep(policyId) : null;
      if (toKeep) return toKeep;
      const current = await billingOf(policyId);
      return (portion === "next" ? current?.next?.amountCents : current?.payInFullCents) ?? 0;
    },
    /** Which installments a payment went to, for its receipt. */
    paymentApplied: (policyId: string, payment: { id: string; amountCents: number }) =>
      paymentApplied({ repository, ledger }, rules, policyId, payment),
    delinquentWithoutNotice: repository.delinquentWithoutNotice,
    nonPaymentCancellations: repository.nonPaymentCancellations,
    terms: (policyId: string, executor: Db = db) => repository.terms(policyId, executor),
    billingOf,

    /** Bills policies whose money was written before billing existed, a batch at a time (each on its locked row). */
    async billUnbilled(limit = 500): Promise<number> {
      const ids = await repository.unbilled(limit);
      // Nobody told these insureds a due date: no notice of cancellation follows their invoices.
      for (const id of ids) await db.transaction((tx) => rebill(id, tx, { beforeBilling: true }));
      return ids.length;
    },

    /**
     * The insured's plan for the next term: kept on the current term for the
     * renewal to take, or, when the renewal is already issued and nothing is
     * paid on it yet, its term billed again on the new plan. Audited.
     */
    async chooseRenewalPlan(policyId: string, plan: PaymentPlan, actor: Actor): Promise<PolicyBilling> {
      await auditedWrite(db, {
        actor: actor.userId,
        action: "billing.renewalPlan",
        entityType: "policy",
        requestId: actor.requestId,
        before: null,
        async apply(tx) {
          await repository.lockPolicy(policyId, tx);
          const terms = await repository.terms(policyId, tx);
          const latest = terms.at(-1);
          if (!latest) throw conflict(message("billing.notIssued"));
          const renewed = latest.startDate > today() && terms.length > 1;
          if (!renewed) {
            await repository.setNextPlan(latest.termId, plan, tx);
            return policyId;
          }
          const paidOnRenewal = (await repository.invoices(policyId, tx))
            .filter((invoice) => invoice.termId === latest.termId)
            .some((invoice) => invoice.paidCents > 0);
          if (paidOnRenewal) throw conflict(message("billing.renewalPaid"));
          await repository.setTermPlan(latest.termId, plan, rules.plans[plan], tx);
          await repository.setNextPlan(terms.at(-2)!.termId, plan, tx);
          await rebill(policyId, tx);
          return policyId;
        },
        read: async () => ({ plan }),
      });
      return (await billingOf(policyId))!;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
