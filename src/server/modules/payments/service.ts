import type { Language } from "../../../shared/constants";
import { checkoutLifetimeMs, type PaymentResult, type PaymentReturn, type PaymentStart } from "../../../shared/payment";
import type { Db } from "../../db/client";
import { HttpError } from "../../http-errors";
import type { Mailer } from "../mail/mailer";
import type { PaymentProvider } from "../../payments/payment-provider";
import { isOutcomeSigned, readReference, signReference } from "../../payments/signed-reference";
import type { Actor } from "../../auth/actor";
import type { BillingService } from "../billing/service";
import type { PremiumLedgerService } from "../premium-ledger/service";
import type { PaymentRepository } from "./repository";
import type { PaymentSettlementService } from "./settlement-service";

export interface PaymentServiceDeps {
  db: Db;
  repository: PaymentRepository;
  ledger: Pick<PremiumLedgerService, "balanceCents">;
  billing: Pick<BillingService, "amountToKeep">;
  settlement: PaymentSettlementService;
  mail: Pick<Mailer, "queue" | "nudge">;
  /** Null when online payment is not configured: every payment then answers 503. */
  paymentProvider: PaymentProvider | null;
  publicUrl: string;
}

// One answer for every mismatch, so the form cannot be used to learn which policies exist.
const noMatch = "payment.noMatch";
const payableStatuses = ["active", "pending"];
const notValid = () => new HttpError(400, "payment.confirmationInvalid");

/**
 * Policy payment (SPEC §2 /pay-policy): checks the pair, asks for what is
 * due (the policy ledger's balance, decision 0030), records the attempt and sends the payer to the payment portal with a
 * signed reference; the portal's signed answer settles it. No card data ever
 * reaches us.
 */
export function createPaymentService({
  db,
  repository,
  ledger,
  billing,
  settlement,
  mail,
  paymentProvider,
  publicUrl,
}: PaymentServiceDeps) {
  const confirmationUrl = `${publicUrl}/pay-policy/confirmation`;

  /** The payment portal; 503 when online payment is not available. */
  const availableProvider = (): PaymentProvider => {
    if (!paymentProvider) throw new HttpError(503, "payment.unavailable");
    return paymentProvider;
  };

  /** Records the attempt and answers the portal's address for it, with a signed, short-lived reference. */
  async function checkout(
    paymentPortal: PaymentProvider,
    policyId: string,
    amountCents: number,
    payerEmail: string,
    language: Language,
  ) {
    const payment = await repository.start({
      policyId,
      payerEmail,
      amountCents,
      provider: paymentPortal.kind,
      language,
    });
    const reference = signReference(
      {
        paymentId: payment.id,
        amountCents,
        currency: "USD",
        expiresAt: Date.now() + checkoutLifetimeMs,
        returnUrl: confirmationUrl,
      },
      paymentPortal.secret,
    );
    return {
      redirectUrl: paymentPortal.checkoutUrl(reference),
      reference: payment.reference,
      amountDue: amountCents / 100,
    };
  }

  return {
    availableProvider,

    /** Records a payment of what is due, in the payer's language, and answers where the payer goes to pay it. */
    async start({ insuredEmail, policyNumber }: PaymentStart, language: Language) {
      const paymentPortal = availableProvider();
      const policy = await repository.findByInsured(insuredEmail, policyNumber);
      if (!policy) throw new HttpError(422, noMatch);
      // Under a notice for non-payment (or cancelled for it, within the window), what is past due keeps the policy.
      const toKeep = await billing.amountToKeep(policy.id);
      if (!payableStatuses.includes(policy.status) && toKeep === null) {
        throw new HttpError(422, "payment.notPayable");
      }
      const amountCents = toKeep || (await ledger.balanceCents(policy.id));
      if (amountCents <= 0) throw new HttpError(422, "payment.nothingDue");
      return checkout(paymentPortal, policy.id, amountCents, policy.insuredEmail, language);
    },

    /**
     * Settles a payment with the portal's signed answer the payer's browser
     * brings back. The portal's notification may have settled it first: either
     * way it is settled once, and the answer is the payment as it stands.
     */
    async confirm({ ref, status, sig }: PaymentReturn, actor: Actor): Promise<PaymentResult> {
      const { secret } = availableProvider();
      const reference = readReference(ref, secret);
      if (!reference || !isOutcomeSigned(ref, status, sig, secret)) throw notValid();
      const payment = await repository.find(reference.paymentId);
      if (!payment || payment.amountCents !== reference.amountCents) throw notValid();
      const settled = await db.transaction((tx) =>
        settlement.settle(payment.id, status, { actor: actor.userId, requestId: actor.requestId }, tx),
      );
      mail.nudge();
      await settlement.followUp(settled);
      const current = (await repository.find(payment.id))!;
      return {
        reference: current.reference,
        status: current.status as PaymentResult["status"],
        amount: current.amountCents / 100,
        policyNumber: current.policyNumber,
        completedAt: current.completedAt?.toISOString() ?? null,
      };
    },

    /**
     * A payment of a set amount on a policy the caller has already checked
     * (the member portal's "Pay next installment" and "Pay in full"): no
     * e-mail and number to match, the amount is the caller's.
     */
    startFor: async (policyId: string, amountCents: number, payerEmail: string, language: Language) =>
      checkout(availableProvider(), policyId, amountCents, payerEmail, language),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
