import { addDays } from "../../../shared/calendar-date";
import type { ClaimDeadlineRow } from "../../../shared/claim-file";
import type { Company } from "../../../shared/company";
import { claimDeadlines, decisionMetOn } from "./clocks";
import type { DeadlineRepository } from "./deadline-repository";

export interface DeadlineServiceDeps {
  repository: DeadlineRepository;
  company: Company;
  today: () => string;
}

/**
 * The Claims clock screen (decision 0047): every deadline at risk or overdue
 * across the open claims, or one adjuster's, soonest first, so none is missed unseen.
 */
export function createDeadlineService({ repository, company, today }: DeadlineServiceDeps) {
  const rules = company.claimRules;
  return {
    async list(state: "atRisk" | "overdue" | undefined, adjusterId: string | null = null): Promise<ClaimDeadlineRow[]> {
      const day = today();
      const candidates = await repository.candidates({
        horizon: addDays(day, rules.atRiskDays),
        soonestFromNotice: Math.min(rules.acknowledgeDays, rules.billOfRightsDays, rules.decisionDays),
        soonestFromProof: Math.min(rules.beginInvestigationDays, rules.inspectionDays),
        adjusterId,
      });
      const wanted = state ? [state] : ["atRisk", "overdue"];
      return candidates
        .flatMap(({ claim, adjusterName, stateOfEmergency, firstPaidOn }) =>
          claimDeadlines(
            {
              ...claim,
              stateOfEmergency: stateOfEmergency ?? false,
              decidedOn: decisionMetOn(claim.decidedOn, firstPaidOn),
            },
            rules,
            day,
          )
            .filter((deadline) => wanted.includes(deadline.state))
            .map((deadline) => ({
              ...deadline,
              claimId: claim.id,
              claimNumber: claim.claimNumber,
              policyNumber: claim.policyNumber,
              adjuster: claim.adjusterId && adjusterName ? { id: claim.adjusterId, name: adjusterName } : null,
            })),
        )
        .sort((a, b) =>
          a.dueOn! < b.dueOn! ? -1 : a.dueOn! > b.dueOn! ? 1 : a.claimNumber.localeCompare(b.claimNumber),
        );
    },
  };
}

export type DeadlineService = ReturnType<typeof createDeadlineService>;
