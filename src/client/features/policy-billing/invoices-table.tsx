import { useTranslation } from "react-i18next";
import type { Invoice } from "../../../shared/billing";
import { DataTable } from "../../components/lists/data-table";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { invoiceColumns } from "./invoice-columns";

/** Every invoice of the policy, oldest due first; a void one greyed (and so marked in its status). */
export function InvoicesTable({ policyNumber, invoices }: { policyNumber: string; invoices: Invoice[] }) {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const terms = new Set(invoices.map((invoice) => invoice.termNumber)).size;
  return (
    <section aria-labelledby="billing-invoices" className="space-y-2">
      <h3 id="billing-invoices" className="text-lg font-semibold">
        {t("policyBilling.invoices")}
      </h3>
      {invoices.length === 0 ? (
        <p className="text-muted-foreground">{t("policyBilling.noInvoices")}</p>
      ) : (
        // Nothing in the rows to tab to: the table's scrolling region takes focus on a phone.
        <DataTable
          caption={t("policyBilling.invoicesCaption", { number: policyNumber })}
          columns={invoiceColumns(t, language, terms > 1)}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          rowClassName={(invoice) => invoice.status === "void" && "text-muted-foreground"}
          rowTestId="billing-invoice"
          readOnly
        />
      )}
    </section>
  );
}
