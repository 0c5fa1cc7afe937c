import { addDays } from "../../../shared/calendar-date";
import type { PolicyRules } from "../../../shared/company";
import { HttpError } from "../../http-errors";
import { systemActor, type PolicyTransactionService } from "./service";
import type { PolicyTransactionRepository } from "./repository";

export interface RenewalRound {
  offered: number;
  /** Taken by another instance meanwhile, or refused by the rules (logged, never retried in the same round). */
  skipped: number;
}

/**
 * Offers renewal to every policy whose term ends within the offer window
 * (at least the renewal notice period ahead): a renewal issued at the
 * current premium, its declarations and e-mails. Several instances may run
 * it at once: issuing locks the policy and checks again, so a policy another
 * instance renewed meanwhile is refused here and skipped.
 */
export async function offerRenewals(
  service: PolicyTransactionService,
  repository: PolicyTransactionRepository,
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
  const refused = new Set<string>();
  for (;;) {
    const candidates = (await repository.renewalCandidates(from, to, batch + refused.size)).filter(
      (id) => !refused.has(id),
    );
    if (candidates.length === 0) return round;
    // Each instance starts at its own place in the list, so two instances renew different policies until they meet.
    const start = Math.floor(Math.random() * candidates.length);
    const queue = [...candidates.slice(start), ...candidates.slice(0, start)];
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          await service.issueNow(id, { type: "renewal" }, actor);
          round.offered += 1;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refused.add(id);
          round.skipped += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
}
