import { cn } from "../../lib/cn";
import { statusLook } from "./status-looks";

/**
 * A status as a small labelled badge, the same in the staff area and the
 * member portal: the label is the (translated) status, the icon (one per
 * status, from status-looks.ts) says it at a glance, the colour last.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { icon: Icon, tone } = statusLook(status);
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
