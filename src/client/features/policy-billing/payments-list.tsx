import { useTranslation } from "react-i18next";
import type { PolicyBilling } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import { StatusBadge } from "../../components/lists/status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { formatMoment } from "../../lib/format-date";

/** The policy's payments through the payment portal, newest first: amount, reference, when, and how it ended. */
export function PaymentsList({ payments }: { payments: PolicyBilling["payments"] }) {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  return (
    <section aria-labelledby="billing-payments" className="space-y-2">
      <h3 id="billing-payments" className="text-lg font-semibold">
        {t("policyBilling.payments")}
      </h3>
      {payments.length === 0 ? (
        <p className="text-muted-foreground">{t("policyBilling.noPayments")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
              data-testid="billing-payment"
            >
              <span>
                <span className="block font-semibold tabular-nums">{formatCents(payment.amountCents, language)}</span>
                <span className="block text-sm text-muted-foreground">
                  {t("policyBilling.paymentLine", {
                    reference: payment.reference,
                    moment: formatMoment(payment.completedAt ?? payment.startedAt, language),
                  })}
                </span>
              </span>
              <StatusBadge
                status={payment.status}
                label={t(`paymentStatus.${payment.status}`, { defaultValue: payment.status })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
