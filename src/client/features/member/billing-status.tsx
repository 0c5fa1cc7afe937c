import {
  CircleCheck,
  CircleDashed,
  CircleSlash,
  Clock,
  Hourglass,
  Pause,
  TriangleAlert,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { InvoiceStatus, RefundStatus } from "../../../shared/billing";
import { cn } from "../../lib/cn";
import { memberNs } from "./member-texts";

type PaymentStatus = "started" | "completed" | "failed";

/** Each status has its own icon and words: colour is never the only cue. */
const looks: Record<string, { icon: LucideIcon; tone: string }> = {
  "invoice.open": { icon: Clock, tone: "border-accent-foreground text-foreground" },
  "invoice.pastDue": { icon: TriangleAlert, tone: "border-alert bg-alert text-alert-foreground" },
  "invoice.paid": { icon: CircleCheck, tone: "border-primary text-primary" },
  "invoice.void": { icon: CircleSlash, tone: "border-border text-muted-foreground" },
  "payment.completed": { icon: CircleCheck, tone: "border-primary text-primary" },
  "payment.started": { icon: CircleDashed, tone: "border-border text-muted-foreground" },
  "payment.failed": { icon: CircleSlash, tone: "border-alert text-alert" },
  "refund.due": { icon: Hourglass, tone: "border-accent-foreground text-foreground" },
  "refund.held": { icon: Pause, tone: "border-border text-muted-foreground" },
  "refund.paid": { icon: CircleCheck, tone: "border-primary text-primary" },
  "refund.withdrawn": { icon: Undo2, tone: "border-border text-muted-foreground" },
};

function Badge({ look, label }: { look: string; label: string }) {
  const { icon: Icon, tone } = looks[look] ?? looks["payment.started"]!;
  return (
    <span
      data-status={look}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(memberNs);
  return <Badge look={`invoice.${status}`} label={t(`billing.invoiceStatus.${status}`)} />;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(memberNs);
  return (
    <Badge
      look={`payment.${status}`}
      label={t(`billing.paymentStatus.${status as PaymentStatus}`, { defaultValue: status })}
    />
  );
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation(memberNs);
  return <Badge look={`refund.${status}`} label={t(`billing.refundStatus.${status}`)} />;
}
