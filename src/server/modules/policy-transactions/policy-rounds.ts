import { addDays } from "../../../shared/calendar-date";
import type { PolicyRules } from "../../../shared/company";
import { HttpError } from "../../http-errors";
import type { TransactionRequest } from "../../../shared/policy-transaction";
import type { Actor } from "../../auth/actor";
import { systemActor } from "./system-actor";
import type { PolicyTransactionRepository } from "./repository";

export interface RenewalRound {
  offered: number;
  /** Refused at issue: by the rules, or renewed meanwhile by hand (never retried in the same round). */
  skipped: number;
}

/** How long an instance holds the policies it takes to renew: far longer than a batch takes, short enough to retry after a crash. */
const renewalLeaseSeconds = 10 * 60;

/**
 * Offers renewal to every policy whose term ends within the offer window
 * (at least the renewal notice period ahead): a renewal issued at the
 * current premium (a rated home's from the renewal rate version), its
 * declarations and e-mails. Several instances may run
 * it at once: each takes its own batches (claimRenewals holds them), and
 * issuing locks the policy and checks again. A policy refused by the rules
 * stays held until the lease ends, so a round does not try it twice.
 */
export async function offerRenewals(
  service: { issueNow(policyId: string, request: TransactionRequest, actor: Actor): Promise<unknown> },
  repository: Pick<PolicyTransactionRepository, "claimRenewals">,
  {
    rules,
    today,
    batch = 200,
    concurrency = 4,
  }: { rules: PolicyRules; today: string; batch?: number; concurrency?: number },
): Promise<RenewalRound> {
  const actor = systemActor("renewals");
  const from = addDays(today, rules.renewalNoticeDays);
  const to = addDays(today, rules.renewalOfferDays);
  const round: RenewalRound = { offered: 0, skipped: 0 };
  for (;;) {
    const queue = await repository.claimRenewals(from, to, batch, renewalLeaseSeconds);
    if (queue.length === 0) return round;
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          await service.issueNow(id, { type: "renewal" }, actor);
          round.offered += 1;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          round.skipped += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
}
