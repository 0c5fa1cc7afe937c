import {
  CircleCheck,
  CircleDashed,
  CircleHelp,
  CirclePause,
  CircleSlash,
  Clock,
  FileClock,
  MailWarning,
  PencilLine,
  RotateCw,
  Send,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import { cn } from "../../lib/cn";

// SPEC §4: each portal status has its own icon; any other value gets a default one.
const looks: Record<string, { icon: LucideIcon; tone: string }> = {
  active: { icon: CircleCheck, tone: "border-primary text-primary" },
  approved: { icon: CircleCheck, tone: "border-primary text-primary" },
  completed: { icon: CircleCheck, tone: "border-primary text-primary" },
  pending: { icon: Clock, tone: "border-accent-foreground text-foreground" },
  "pending approval": { icon: Clock, tone: "border-accent-foreground text-foreground" },
  "under review": { icon: FileClock, tone: "border-accent-foreground text-foreground" },
  review: { icon: FileClock, tone: "border-accent-foreground text-foreground" },
  draft: { icon: PencilLine, tone: "border-border text-muted-foreground" },
  cancelled: { icon: CircleSlash, tone: "border-alert text-alert" },
  rejected: { icon: CircleSlash, tone: "border-alert text-alert" },
  expired: { icon: CircleDashed, tone: "border-border text-muted-foreground" },
  inactive: { icon: CircleDashed, tone: "border-border text-muted-foreground" },
  // Billing (issue 22): invoices and refunds due.
  paid: { icon: CircleCheck, tone: "border-primary text-primary" },
  open: { icon: Clock, tone: "border-accent-foreground text-foreground" },
  due: { icon: Clock, tone: "border-accent-foreground text-foreground" },
  pastdue: { icon: TriangleAlert, tone: "border-alert text-alert" },
  overdue: { icon: TriangleAlert, tone: "border-alert text-alert" },
  held: { icon: CirclePause, tone: "border-border text-muted-foreground" },
  void: { icon: CircleSlash, tone: "border-border text-muted-foreground" },
  withdrawn: { icon: CircleDashed, tone: "border-border text-muted-foreground" },
  started: { icon: Clock, tone: "border-accent-foreground text-foreground" },
  // The delinquency list: a notice of cancellation for non-payment sent, or none yet.
  noticed: { icon: MailWarning, tone: "border-alert text-alert" },
  none: { icon: CircleDashed, tone: "border-border text-muted-foreground" },
  // The mail outbox: waiting ("pending"), tried again after a refusal, sent, or given up on.
  retrying: { icon: RotateCw, tone: "border-accent-foreground text-foreground" },
  sent: { icon: Send, tone: "border-primary text-primary" },
  failed: { icon: TriangleAlert, tone: "border-alert text-alert" },
};
const fallback = { icon: CircleHelp, tone: "border-border text-muted-foreground" };

/** A status as a small labelled badge; the label is the (translated) status, the icon says it at a glance. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { icon: Icon, tone } = looks[status.toLowerCase()] ?? fallback;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label ?? status}
    </span>
  );
}
