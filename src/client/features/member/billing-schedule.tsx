import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "../../../shared/billing";
import { formatCents } from "../../../shared/format";
import { usePageLanguage } from "../../hooks/use-page-language";
import { cn } from "../../lib/cn";
import { formatCalendarDate } from "../../lib/format-date";
import { InvoiceStatusBadge } from "./billing-status";
import { memberNs } from "./member-texts";

/**
 * The schedule: every invoice of the policy, oldest first, with its number,
 * due date, amount (premium and any installment fee), what is paid and its
 * status in words and icon. Each row labels its own values, so it reads the
 * same as a row on a wide screen and as a card on a phone.
 */
export function BillingSchedule({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation(memberNs);
  const severalTerms = invoices.some((invoice) => invoice.termNumber !== invoices[0]?.termNumber);
  return (
    <section aria-labelledby="billing-schedule-title" className="space-y-3">
      <h3 id="billing-schedule-title" className="text-xl font-semibold">
        {t("billing.schedule.title")}
      </h3>
      <ol
        aria-label={t("billing.schedule.listLabel")}
        className="divide-y divide-border rounded-lg border border-border bg-surface"
        data-testid="billing-invoices"
      >
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} showTerm={severalTerms} />
        ))}
      </ol>
    </section>
  );
}

function InvoiceRow({ invoice, showTerm }: { invoice: Invoice; showTerm: boolean }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const money = (cents: number) => formatCents(cents, language);
  const additional = invoice.installment > invoice.ofInstallments;
  const name = additional
    ? t("billing.schedule.additional")
    : t("billing.schedule.installment", { number: invoice.installment, of: invoice.ofInstallments });
  const facts: [string, ReactNode][] = [
    [t("billing.schedule.dueOn"), formatCalendarDate(invoice.dueOn, i18n.language)],
    [
      t("billing.schedule.amount"),
      <>
        <span className={cn("font-semibold tabular-nums", invoice.status === "void" && "line-through")}>
          {money(invoice.premiumCents + invoice.feeCents)}
        </span>
        {invoice.feeCents > 0 && (
          <span className="block text-sm text-muted-foreground">
            {t("billing.schedule.withFee", { fee: money(invoice.feeCents) })}
          </span>
        )}
      </>,
    ],
    [t("billing.schedule.paid"), <span className="tabular-nums">{money(invoice.paidCents)}</span>],
  ];
  return (
    <li
      data-testid="invoice"
      data-number={invoice.number}
      data-status={invoice.status}
      className={cn(
        // On a phone: name and status on one line, the figures under them; on a wide screen, one line.
        "grid grid-cols-[minmax(0,1fr)_auto] gap-3 p-4 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,2.7fr)_8rem] sm:items-center",
        invoice.status === "pastDue" && "border-l-4 border-l-alert",
        invoice.status === "void" && "text-muted-foreground",
      )}
    >
      <div className="order-1 min-w-0">
        <p className="font-medium">{name}</p>
        <p className="text-sm break-all text-muted-foreground">
          {showTerm
            ? t("billing.schedule.termNumber", { number: invoice.number, term: invoice.termNumber })
            : invoice.number}
        </p>
      </div>
      <dl className="order-3 col-span-2 grid grid-cols-2 gap-3 sm:order-2 sm:col-span-1 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="order-2 justify-self-end sm:order-3">
        <InvoiceStatusBadge status={invoice.status} />
      </div>
    </li>
  );
}
