import type { FastifyBaseLogger } from "fastify";
import type { BillingService } from "../modules/billing/service";
import type { DelinquencyRound, DelinquencyService } from "../modules/delinquency/service";
import type { PolicyTransactionService } from "../modules/policy-transactions/service";
import type { RenewalReviewService } from "../modules/policy-transactions/renewal-review-service";

export interface PolicyScheduler {
  /** One round now: what it applied, expired and offered. */
  runOnce(): Promise<
    {
      applied: number;
      expired: number;
      checked: number;
      unpriceable: number;
      offered: number;
      skipped: number;
      billed: number;
    } & Omit<DelinquencyRound, "refusedBecause">
  >;
  stop(): Promise<void>;
}

/**
 * The policy rounds of one instance: every `everyMinutes`, and once soon
 * after start, apply issued changes whose day has come, expire policies
 * whose last term has ended, offer renewals, bill policies not yet billed,
 * and send notices for non-payment or take them back (modules/delinquency). Every step is safe with
 * several instances running it (decision 0030); one round runs at a time
 * here.
 */
export function startPolicyScheduler(deps: {
  transactions: Pick<PolicyTransactionService, "applyDue" | "offerRenewals">;
  renewalReviews: Pick<RenewalReviewService, "check">;
  billing: Pick<BillingService, "billUnbilled">;
  delinquency: Pick<DelinquencyService, "run">;
  log: FastifyBaseLogger;
  everyMinutes: number;
}): PolicyScheduler {
  const { transactions, billing, delinquency: delinquencyRound } = deps;
  let running: Promise<unknown> = Promise.resolve();

  async function round() {
    const { applied, expired } = await transactions.applyDue();
    // Renewals the rate table cannot price go to staff in time to mail a non-renewal (decision 0048).
    const review = await deps.renewalReviews.check();
    const renewals = await transactions.offerRenewals();
    // Policies written before billing existed (or loaded in bulk) get their invoices, a batch per round.
    const billed = await billing.billUnbilled();
    const { refusedBecause, ...delinquency } = await delinquencyRound.run();
    const outcome = { applied, expired, ...review, ...renewals, billed, ...delinquency };
    if (Object.values(outcome).some((count) => count > 0))
      deps.log.info({ ...outcome, refusedBecause }, "policy round");
    return outcome;
  }

  function runOnce() {
    const next = running.then(round);
    running = next.catch((error: unknown) => deps.log.error({ err: error }, "policy round failed"));
    return next;
  }

  const every = deps.everyMinutes * 60_000;
  const first = setTimeout(() => void runOnce().catch(() => undefined), Math.min(every, 10_000));
  const timer = setInterval(() => void runOnce().catch(() => undefined), every);
  first.unref();
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
