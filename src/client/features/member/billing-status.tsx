import { useTranslation } from "react-i18next";
import type { InvoiceStatus, RefundStatus } from "../../../shared/billing";
import type { PaymentStatus } from "../../../shared/payment";
import { StatusBadge } from "../../components/lists/status-badge";
import { memberNs } from "./member-texts";

// The statuses in the member portal's own words; the badge and its icon are the staff area's.

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(memberNs);
  return <StatusBadge status={status} label={t(`billing.invoiceStatus.${status}`)} />;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(memberNs);
  return (
    <StatusBadge
      status={status}
      label={t(`billing.paymentStatus.${status as PaymentStatus}`, { defaultValue: status })}
    />
  );
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation(memberNs);
  return <StatusBadge status={status} label={t(`billing.refundStatus.${status}`)} />;
}
