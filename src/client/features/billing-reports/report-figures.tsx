import { cn } from "../../lib/cn";

/** A report's totals on screen: each figure with its label, large enough to read at a glance. */
export function ReportFigures({
  figures,
  testId,
}: {
  figures: { key: string; label: string; value: string; strong?: boolean }[];
  testId: string;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={cn(
            "rounded-md border px-4 py-3",
            figure.strong ? "border-primary bg-primary text-primary-foreground" : "border-border",
          )}
        >
          <dt className={cn("text-sm", figure.strong ? "opacity-90" : "text-muted-foreground")}>{figure.label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={`${testId}-${figure.key}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
