import { useTranslation } from "react-i18next";
import { daysRemaining, formatMoney, monthlyPremium } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import { Facts, RecordCard } from "../../components/lists/facts";
import { KeyFigure } from "../../components/lists/key-figure";
import { formatCalendarDate } from "../../lib/format-date";
import { AgentContact } from "./agent-contact";
import { memberNs } from "./member-texts";
import { PolicyStatus } from "./policy-status";
import { policyAddress } from "./selected-policy";

/** The policy page: coverage and premium, dates, the insured, and whom to contact. */
export function PolicyOverview({ policy }: { policy: MemberPolicy }) {
  const { t, i18n } = useTranslation(memberNs);
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  const days = daysRemaining(policy.expirationDate);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <div className="flex flex-wrap gap-4">
          <KeyFigure
            className="min-w-44 flex-1"
            label={t("policy.annualPremium")}
            value={formatMoney(policy.premium)}
            testId="annual-premium"
          />
          <KeyFigure
            className="min-w-44 flex-1"
            label={t("policy.monthlyPremium")}
            value={formatMoney(monthlyPremium(policy.premium))}
            testId="monthly-premium"
          />
          <KeyFigure
            className="min-w-44 flex-1"
            label={t("policy.coverage")}
            value={formatMoney(policy.coverage)}
            testId="coverage"
          />
        </div>
        <RecordCard title={t("policy.details")}>
          <Facts
            items={[
              [t("policy.policyNumber"), policy.policyNumber],
              [t("policy.policyType"), t(`policyType.${policy.policyType}`, { defaultValue: policy.policyType })],
              [t("policy.status"), <PolicyStatus key="status" status={policy.status} />],
              [t("policy.effective"), date(policy.effectiveDate)],
              [t("policy.expiration"), date(policy.expirationDate)],
              [
                t("policy.daysRemaining"),
                <span key="days" data-testid="days-remaining">
                  {t("policy.days", { count: days })}
                </span>,
              ],
            ]}
          />
        </RecordCard>
        <RecordCard title={t("policy.insured")}>
          <Facts
            items={[
              [t("policy.insuredName"), policy.insuredName],
              [t("policy.address"), policyAddress(policy) ?? t("policy.noAddress")],
              [t("policy.email"), policy.insured.email],
            ]}
          />
        </RecordCard>
      </div>
      <div className="space-y-6">
        <AgentContact policy={policy} />
      </div>
    </div>
  );
}
