import { useTranslation } from "react-i18next";
import type { Invoice } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import { StatusBadge } from "../../components/lists/status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { cn } from "../../lib/cn";
import { formatCalendarDate } from "../../lib/format-date";

const money = ["premium", "fee", "paid", "open"] as const;

/**
 * Every invoice of the policy, oldest due first: which installment of the
 * plan, when it is due, its premium, fee, what is paid and open, and its
 * status in words with an icon (past due also in bold, never by colour alone).
 */
export function InvoicesTable({ policyNumber, invoices }: { policyNumber: string; invoices: Invoice[] }) {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const terms = new Set(invoices.map((invoice) => invoice.termNumber)).size;
  const cents = (invoice: Invoice, column: (typeof money)[number]) =>
    formatCents(
      { premium: invoice.premiumCents, fee: invoice.feeCents, paid: invoice.paidCents, open: invoice.openCents }[
        column
      ],
      language,
    );
  return (
    <section aria-labelledby="billing-invoices" className="space-y-2">
      <h3 id="billing-invoices" className="text-lg font-semibold">
        {t("policyBilling.invoices")}
      </h3>
      {invoices.length === 0 ? (
        <p className="text-muted-foreground">{t("policyBilling.noInvoices")}</p>
      ) : (
        // On a phone the table scrolls sideways: the region takes focus so the keyboard can scroll it too.
        <div
          role="region"
          aria-labelledby="billing-invoices"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("policyBilling.invoicesCaption", { number: policyNumber })}</caption>
            <thead className="bg-sand">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {t("policyBilling.columns.invoice")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {t("policyBilling.columns.due")}
                </th>
                {money.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                    {t(`policyBilling.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {t("policyBilling.columns.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const pastDue = invoice.status === "pastDue";
                return (
                  <tr
                    key={invoice.id}
                    className={cn("border-t border-border", invoice.status === "void" && "text-muted-foreground")}
                    data-testid="billing-invoice"
                  >
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      <span className="block font-medium whitespace-nowrap">{invoice.number}</span>
                      <span className="block text-muted-foreground">
                        {invoice.installment <= invoice.ofInstallments
                          ? t("policyBilling.installment", { n: invoice.installment, of: invoice.ofInstallments })
                          : t("policyBilling.additional")}
                        {terms > 1 && ` · ${t("policyBilling.term", { n: invoice.termNumber })}`}
                      </span>
                    </th>
                    <td className={cn("px-3 py-2 whitespace-nowrap", pastDue && "font-semibold")}>
                      {formatCalendarDate(invoice.dueOn, language)}
                    </td>
                    {money.map((column) => (
                      <td
                        key={column}
                        className={cn(
                          "px-3 py-2 text-right whitespace-nowrap tabular-nums",
                          column === "open" && pastDue && "font-semibold",
                        )}
                      >
                        {cents(invoice, column)}
                      </td>
                    ))}
                    <td className="px-3 py-2">
                      <StatusBadge status={invoice.status} label={t(`invoiceStatus.${invoice.status}`)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
