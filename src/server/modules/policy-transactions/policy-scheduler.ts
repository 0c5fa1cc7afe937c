import type { FastifyBaseLogger } from "fastify";
import { todayInFlorida } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/mailer";
import type { FileStorage } from "../../storage/file-storage";
import { createDelinquency, type DelinquencyRound } from "../billing/delinquency";
import { createBillingService } from "../billing/service";
import { offerRenewals } from "./policy-rounds";
import { createPolicyTransactionRepository } from "./repository";
import { createPolicyTransactionService } from "./service";

export interface PolicyScheduler {
  /** One round now: what it applied, expired and offered. */
  runOnce(): Promise<
    { applied: number; expired: number; offered: number; skipped: number; billed: number } & Omit<
      DelinquencyRound,
      "refusedBecause"
    >
  >;
  stop(): Promise<void>;
}

/**
 * The policy rounds of one instance: every `everyMinutes`, and once soon
 * after start, apply issued changes whose day has come, expire policies
 * whose last term has ended, offer renewals, bill policies not yet billed,
 * and send notices for non-payment or take them back (billing/delinquency.ts). Every step is safe with
 * several instances running it (decision 0030); one round runs at a time
 * here.
 */
export function startPolicyScheduler(deps: {
  db: Db;
  mail: Pick<Mailer, "queueAll" | "nudge">;
  company: Company;
  storage: FileStorage;
  log: FastifyBaseLogger;
  everyMinutes: number;
}): PolicyScheduler {
  const service = createPolicyTransactionService(deps);
  const repository = createPolicyTransactionRepository(deps.db);
  const billing = createBillingService(deps);
  const delinquencyRound = createDelinquency({ ...deps, transactions: service, today: () => todayInFlorida() });
  let running: Promise<unknown> = Promise.resolve();

  async function round() {
    const { applied, expired } = await service.applyDue();
    const renewals = await offerRenewals(service, repository, {
      rules: deps.company.policyRules,
      today: todayInFlorida(),
    });
    // Policies written before billing existed (or loaded in bulk) get their invoices, a batch per round.
    const billed = await billing.billUnbilled();
    const { refusedBecause, ...delinquency } = await delinquencyRound.run();
    const outcome = { applied, expired, ...renewals, billed, ...delinquency };
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
