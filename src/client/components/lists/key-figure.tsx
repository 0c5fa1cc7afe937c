import { cn } from "../../lib/cn";

/** A record's headline number (a premium, a monthly amount) on the brand colour, beside its heading. */
export function KeyFigure({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn("rounded-lg bg-primary px-6 py-4 text-primary-foreground", className)}>
      <p className="text-sm opacity-90">{label}</p>
      <p className="text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
