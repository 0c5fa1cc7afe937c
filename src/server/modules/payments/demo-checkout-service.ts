import { randomUUID } from "node:crypto";
import { HttpError } from "../../http-errors";
import type { DemoPaymentNotifier } from "../../payments/demo-payment-notifier";
import type { PaymentProvider } from "../../payments/payment-provider";
import { outcomeSignature, readReference } from "../../payments/signed-reference";
import type { PaymentRepository } from "./repository";

type Outcome = "completed" | "failed";

/**
 * The embedded demo payment portal's part of the contract: it accepts only a
 * valid, unexpired reference to a payment still open, and answers with the
 * same signed return address a real portal would, and, as a real portal does,
 * notifies our server of the outcome on its own. No money moves and no card
 * is asked for.
 */
export function createDemoCheckoutService({
  repository,
  paymentProvider,
  notifier,
}: {
  repository: PaymentRepository;
  paymentProvider: PaymentProvider;
  notifier: DemoPaymentNotifier;
}) {
  async function openCheckout(token: string) {
    const reference = readReference(token, paymentProvider.secret);
    if (!reference) throw new HttpError(400, "payment.linkInvalid");
    if (reference.expiresAt < Date.now()) throw new HttpError(410, "payment.linkExpired");
    const payment = await repository.find(reference.paymentId);
    if (!payment || payment.status !== "started") throw new HttpError(409, "payment.settled");
    return { reference, payment };
  }

  return {
    /** What a signed reference is for: the payment's reference, amount and policy. */
    async checkout(token: string) {
      const { reference, payment } = await openCheckout(token);
      return { reference: payment.reference, amount: reference.amountCents / 100, policyNumber: payment.policyNumber };
    },

    /**
     * Where the payer goes back to with the outcome they chose, signed as a real
     * portal signs it; the notification goes to our server meanwhile, so the
     * payment settles even if the payer never goes back.
     */
    async outcome(token: string, outcome: Outcome): Promise<string> {
      const { reference } = await openCheckout(token);
      notifier.send({
        eventId: `demo_${randomUUID()}`,
        paymentId: reference.paymentId,
        status: outcome,
        amountCents: reference.amountCents,
        currency: reference.currency,
        occurredAt: new Date().toISOString(),
      });
      const back = new URL(reference.returnUrl);
      back.searchParams.set("ref", token);
      back.searchParams.set("status", outcome);
      back.searchParams.set("sig", outcomeSignature(token, outcome, paymentProvider.secret));
      return back.toString();
    },
  };
}

export type DemoCheckoutService = ReturnType<typeof createDemoCheckoutService>;
