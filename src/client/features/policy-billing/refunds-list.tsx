import { useTranslation } from "react-i18next";
import type { RefundDue } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import { StatusBadge } from "../../components/lists/status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { cn } from "../../lib/cn";
import { formatCalendarDate } from "../../lib/format-date";

/**
 * What is owed back to the insured: each refund with its deadline (Florida
 * business days); one still unpaid after it is marked overdue in words, with
 * an icon and a border, not by colour alone. A paid one says when and how.
 */
export function RefundsList({ refunds }: { refunds: RefundDue[] }) {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const date = (iso: string) => formatCalendarDate(iso, language);
  return (
    <section aria-labelledby="billing-refunds" className="space-y-2">
      <h3 id="billing-refunds" className="text-lg font-semibold">
        {t("policyBilling.refunds")}
      </h3>
      {refunds.length === 0 ? (
        <p className="text-muted-foreground">{t("policyBilling.noRefunds")}</p>
      ) : (
        <ul className="space-y-2">
          {refunds.map((refund) => (
            <li
              key={refund.id}
              className={cn(
                "flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border px-3 py-2",
                refund.overdue ? "border-2 border-alert" : "border-border",
              )}
              data-testid="billing-refund"
            >
              <span>
                <span className="block font-semibold tabular-nums">{formatCents(refund.amountCents, language)}</span>
                <span className={cn("block text-sm", refund.overdue ? "font-semibold" : "text-muted-foreground")}>
                  {refund.status === "paid"
                    ? t("refundLine.paid", {
                        date: date(refund.paidOn ?? refund.dueBy),
                        method: refund.method ? t(`refundMethod.${refund.method}`) : "–",
                        reference: refund.reference ?? "–",
                      })
                    : refund.status === "withdrawn"
                      ? t("refundLine.withdrawn", { date: date(refund.createdOn) })
                      : refund.status === "held"
                        ? t("refundLine.held")
                        : refund.overdue
                          ? t("refundLine.overdue", { date: date(refund.dueBy) })
                          : t("refundLine.due", { date: date(refund.dueBy) })}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                {refund.overdue && <StatusBadge status="overdue" label={t("refundStatus.overdue")} />}
                <StatusBadge status={refund.status} label={t(`refundStatus.${refund.status}`)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
