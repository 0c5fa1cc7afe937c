import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PolicyBilling } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { Facts, RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { formatCalendarDate } from "../../lib/format-date";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { usePolicyBilling } from "./api/get-policy-billing";
import { InvoicesTable } from "./invoices-table";
import { PaymentsList } from "./payments-list";
import { RefundsList } from "./refunds-list";

/**
 * A policy's billing on its staff page: the plan, what is
 * owed (the ledger's balance), what is past due and next, every invoice,
 * the payments and the refunds owed back with their deadlines.
 */
export function PolicyBillingCard({ policyId }: { policyId: string }) {
  const { t } = useTranslation(billingNs);
  const billing = usePolicyBilling(policyId);
  return (
    <RecordCard title={t("policyBilling.title")}>
      <QueryStates
        query={billing}
        texts={{
          loading: t("policyBilling.loading"),
          loadFailed: t("policyBilling.loadFailed"),
          retry: t("common.retry"),
        }}
      >
        {(data) => <BillingView billing={data} />}
      </QueryStates>
    </RecordCard>
  );
}

function BillingView({ billing }: { billing: PolicyBilling }) {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const user = useCurrentUser();
  const money = (cents: number) => formatCents(cents, language);
  if (!billing.plan && billing.invoices.length === 0) {
    return <p className="text-muted-foreground">{t("policyBilling.notBilled")}</p>;
  }
  const balance =
    billing.balanceCents > 0
      ? t("policyBilling.balanceDue", { amount: money(billing.balanceCents) })
      : billing.balanceCents < 0
        ? t("policyBilling.credit", { amount: money(-billing.balanceCents) })
        : t("policyBilling.settled");
  const facts: [string, ReactNode][] = [
    [
      t("policyBilling.plan"),
      <span key="plan">
        {billing.plan ? t(`plan.${billing.plan}`) : "–"}
        {billing.nextPlan && (
          <span className="block text-sm text-muted-foreground">
            {t("policyBilling.nextPlan", { plan: t(`plan.${billing.nextPlan}`) })}
          </span>
        )}
      </span>,
    ],
    [
      t("policyBilling.balance"),
      <span key="balance" className="font-semibold tabular-nums" data-testid="billing-balance">
        {balance}
      </span>,
    ],
  ];
  if (billing.pastDueCents > 0) {
    facts.push([
      t("policyBilling.pastDue"),
      <span key="pastDue" className="inline-flex items-center gap-1 font-semibold text-alert tabular-nums">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {money(billing.pastDueCents)}
      </span>,
    ]);
  }
  if (billing.next) {
    facts.push([
      t("policyBilling.next"),
      <span key="next" className="tabular-nums">
        {t("policyBilling.nextValue", {
          amount: money(billing.next.amountCents),
          date: formatCalendarDate(billing.next.dueOn, language),
        })}
      </span>,
    ]);
    facts.push([
      t("policyBilling.payInFull"),
      <span key="full" className="tabular-nums">
        {money(billing.payInFullCents)}
      </span>,
    ]);
  }
  return (
    <div className="space-y-6">
      <Facts items={facts} />
      <InvoicesTable policyNumber={billing.policyNumber} invoices={billing.invoices} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PaymentsList payments={billing.payments} />
        <RefundsList refunds={billing.refunds} />
      </div>
      {/* Refunds are paid by those who manage billing, on their screen; an agent only reads them here. */}
      {can(user.role, "billing.manage") &&
        billing.refunds.some((refund) => refund.status === "due" || refund.status === "held") && (
          <p>
            <Link to={pathTo("refundsDue")} className="font-medium text-primary underline underline-offset-2">
              {t("policyBilling.toRefunds")}
            </Link>
          </p>
        )}
    </div>
  );
}
