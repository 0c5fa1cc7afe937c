import { useTranslation } from "react-i18next";
import type { PolicyBilling, RefundDue } from "../../../shared/billing";
import { todayInFlorida } from "../../../shared/calendar-date";
import { formatCents } from "../../../shared/format";
import { usePageLanguage } from "../../hooks/use-page-language";
import { company } from "../../lib/company";
import { formatCalendarDate } from "../../lib/format-date";
import { memberReceiptPath } from "./api/get-member-receipt";
import { PaymentStatusBadge, RefundStatusBadge } from "./billing-status";
import { DownloadLink } from "./download-link";
import { memberNs } from "./member-texts";

type Payment = PolicyBilling["payments"][number];

/** The Florida day of a moment: a payment made late in the evening in Tampa is that day's. */
const floridaDay = (iso: string) => todayInFlorida(new Date(iso));

/** Every payment, newest first: reference, day, amount and status, and the receipt of each completed one. */
export function PaymentHistory({ billing }: { billing: PolicyBilling }) {
  const { t } = useTranslation(memberNs);
  return (
    <section aria-labelledby="billing-payments-title" className="space-y-3">
      <h3 id="billing-payments-title" className="text-xl font-semibold">
        {t("billing.payments.title")}
      </h3>
      {billing.payments.length === 0 ? (
        <p className="text-muted-foreground" data-testid="billing-no-payments">
          {t("billing.payments.none")}
        </p>
      ) : (
        <ul
          aria-label={t("billing.payments.listLabel")}
          className="divide-y divide-border rounded-lg border border-border bg-surface"
          data-testid="billing-payments"
        >
          {billing.payments.map((payment) => (
            <PaymentRow key={payment.id} policyId={billing.policyId} payment={payment} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentRow({ policyId, payment }: { policyId: string; payment: Payment }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const day = formatCalendarDate(floridaDay(payment.completedAt ?? payment.startedAt), i18n.language, "long");
  const amount = formatCents(payment.amountCents, language);
  return (
    <li
      data-testid="payment"
      data-reference={payment.reference}
      className="flex flex-wrap items-center justify-between gap-3 p-4"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold tabular-nums">{amount}</span>
          <PaymentStatusBadge status={payment.status} />
        </p>
        <p className="text-sm text-muted-foreground">
          {t("billing.payments.detail", { reference: payment.reference, date: day })}
        </p>
      </div>
      {payment.status === "completed" && (
        <DownloadLink
          href={memberReceiptPath(policyId, payment.id)}
          fileName={`receipt-${payment.reference}.pdf`}
          label={t("billing.payments.receiptNamed", { reference: payment.reference })}
        >
          {t("billing.payments.receipt")}
        </DownloadLink>
      )}
    </li>
  );
}

/** What the company owes the insured back: the amount, where it stands and by when it is paid. */
export function RefundsOwed({ refunds }: { refunds: RefundDue[] }) {
  const { t } = useTranslation(memberNs);
  const shown = refunds.filter((refund) => refund.status !== "withdrawn");
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="billing-refunds-title" className="space-y-3">
      <h3 id="billing-refunds-title" className="text-xl font-semibold">
        {t("billing.refunds.title")}
      </h3>
      <ul
        aria-label={t("billing.refunds.listLabel")}
        className="divide-y divide-border rounded-lg border border-border bg-surface"
        data-testid="billing-refunds"
      >
        {shown.map((refund) => (
          <RefundRow key={refund.id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}

function RefundRow({ refund }: { refund: RefundDue }) {
  const { t, i18n } = useTranslation(memberNs);
  const language = usePageLanguage();
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, "long");
  const when =
    refund.status === "paid" && refund.paidOn
      ? t("billing.refunds.paidOn", { date: date(refund.paidOn) })
      : refund.status === "held"
        ? t("billing.refunds.held", {
            limit: formatCents(company.billingRules.smallRefundCents, language),
            phone: company.phones.customerService.display,
          })
        : t(refund.overdue ? "billing.refunds.overdue" : "billing.refunds.dueBy", { date: date(refund.dueBy) });
  return (
    <li data-testid="refund" className="space-y-1 p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold tabular-nums">{formatCents(refund.amountCents, language)}</span>
        <RefundStatusBadge status={refund.status} />
      </p>
      <p className="text-sm text-muted-foreground">{when}</p>
    </li>
  );
}
