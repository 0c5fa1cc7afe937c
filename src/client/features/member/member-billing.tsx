import { useTranslation } from "react-i18next";
import type { PolicyBilling } from "../../../shared/billing";
import type { PaymentPlan } from "../../../shared/billing-rules";
import type { MemberPolicy } from "../../../shared/member";
import { EmptyState, QueryStates } from "../../components/lists/query-states";
import { cn } from "../../lib/cn";
import { useMemberBilling } from "./api/get-member-billing";
import { PaymentHistory, RefundsOwed } from "./billing-history";
import { BillingSchedule } from "./billing-schedule";
import { BillingSummary } from "./billing-summary";
import { memberNs } from "./member-texts";
import { RenewalPlanForm } from "./renewal-plan-form";

const isBilled = (billing: PolicyBilling): billing is PolicyBilling & { plan: PaymentPlan } => billing.plan !== null;

/** Only a policy in force (or about to be) renews: a cancelled or expired one has no next term to choose a plan for. */
const renewingStatuses = ["active", "pending"];

/**
 * "Billing" on the member's policy page: the plan in words, what
 * is due next and in full with the ways to pay, the schedule of invoices,
 * the plan for the next term, the payments with their receipts, and any
 * refund owed to the member.
 */
export function MemberBilling({ policy }: { policy: MemberPolicy }) {
  const { t } = useTranslation(memberNs);
  const billing = useMemberBilling(policy.id);
  const renews = renewingStatuses.includes(policy.status);
  return (
    <section aria-labelledby="member-billing-title" className="space-y-4" data-testid="member-billing">
      <div className="space-y-1">
        <h2 id="member-billing-title" className="text-2xl font-semibold">
          {t("billing.title")}
        </h2>
        <p className="max-w-[70ch] text-muted-foreground">{t("billing.lead")}</p>
      </div>
      <QueryStates
        query={billing}
        texts={{ loading: t("billing.loading"), loadFailed: t("billing.loadFailed"), retry: t("shell.retry") }}
      >
        {(answer) =>
          isBilled(answer) ? (
            <div className="space-y-8">
              <div className={cn("grid gap-6", renews ? "lg:grid-cols-3" : "max-w-3xl")}>
                <div className="lg:col-span-2">
                  <BillingSummary billing={answer} />
                </div>
                {renews && <RenewalPlanForm billing={answer} />}
              </div>
              <BillingSchedule invoices={answer.invoices} />
              <RefundsOwed refunds={answer.refunds} />
              <PaymentHistory billing={answer} />
            </div>
          ) : (
            <EmptyState title={t("billing.notBilled.title")} body={t("billing.notBilled.body")} />
          )
        }
      </QueryStates>
    </section>
  );
}
