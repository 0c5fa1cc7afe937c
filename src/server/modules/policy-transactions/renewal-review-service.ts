import { addDays } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { renderMessage } from "../../../shared/messages/render";
import { toPage, type Page } from "../../../shared/page";
import type { RenewalReview, RenewalReviewState } from "../../../shared/policy-transaction";
import { HttpError } from "../../http-errors";
import type { RatingService } from "../rating/service";
import type { RenewalReviewRepository, ReviewedRenewal } from "./renewal-review-repository";
import { roofProblem } from "./florida-rules";
import { fromStoredMessage, toStoredMessage, type StoredMessage } from "./stored-message";

const stateOf = (row: ReviewedRenewal, today: string): RenewalReviewState =>
  row.latestType === "nonRenewal"
    ? "nonRenewed"
    : row.latestType === "renewal"
      ? "renewed"
      : today > row.nonRenewalBy
        ? "renewsOnCurrentTerms"
        : "open";

/**
 * No silent lapse (decision 0048): once a day every rated home coming up for renewal, from the non-renewal notice
 * period plus `renewalReviewLeadDays` ahead, is priced on the renewal rate version; one that cannot be, or whose
 * roof has reached the inspection age with no inspection (s. 627.7011(5)), is listed for staff with the day a
 * non-renewal must be mailed by. Past that day the renewal round renews it on its current
 * terms (price-transaction.ts).
 */
export function createRenewalReviewService(deps: {
  repository: RenewalReviewRepository;
  rating: Pick<RatingService, "rater">;
  company: Pick<Company, "policyRules">;
  today: () => string;
}) {
  const { repository, rating } = deps;
  const rules = deps.company.policyRules;
  return {
    async check(batch = 500): Promise<{ checked: number; unpriceable: number }> {
      const today = deps.today();
      const from = addDays(today, rules.renewalNoticeDays);
      const to = addDays(today, rules.nonRenewalNoticeDays + rules.renewalReviewLeadDays);
      const outcome = { checked: 0, unpriceable: 0 };
      const rater = await rating.rater();
      for (;;) {
        const terms = await repository.termsToCheck(from, to, today, batch);
        for (const term of terms) {
          let reason: StoredMessage | null = null;
          try {
            rater.renewal(term.snapshot.home!, term.endDate);
            // Priced, but a roof past the inspection age without an inspection needs underwriting's decision too.
            const roof = roofProblem(term.snapshot.home!, term.endDate, today, rules);
            if (roof) reason = toStoredMessage(roof);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            reason = toStoredMessage(error.said);
          }
          if (reason) outcome.unpriceable += 1;
          const nonRenewalBy = addDays(term.endDate, -rules.nonRenewalNoticeDays);
          await repository.record({ ...term, checkedOn: today, reason, nonRenewalBy });
          outcome.checked += 1;
        }
        if (terms.length < batch) return outcome;
      }
    },

    async list(search: { page: number; pageSize: number }, language: Language): Promise<Page<RenewalReview>> {
      const today = deps.today();
      const rows = await repository.unpriceable();
      const items = rows.slice((search.page - 1) * search.pageSize, search.page * search.pageSize).map((row) => ({
        policyId: row.policyId,
        policyNumber: row.policyNumber,
        insuredName: row.insuredName,
        termEnd: row.termEnd,
        nonRenewalBy: row.nonRenewalBy,
        checkedOn: row.checkedOn,
        reason: renderMessage(fromStoredMessage({ key: row.reasonKey, params: row.reasonParams }), language),
        state: stateOf(row, today),
      }));
      return toPage(items, search, rows.length);
    },
  };
}

export type RenewalReviewService = ReturnType<typeof createRenewalReviewService>;
