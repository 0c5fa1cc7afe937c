import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { progressPercent } from "./claim-rules";

/** SPEC §2/§4: a progress bar at step ÷ 5 and one indicator per step. */
export function WizardProgress({
  step,
  names,
  label,
  text,
}: {
  step: number;
  names: string[];
  label: string;
  text: string;
}) {
  const percent = progressPercent(step);
  return (
    <div className="space-y-4">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="font-medium">{text}</p>
      <ol className="grid grid-cols-5 gap-2" aria-label={label}>
        {names.map((name, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={name}
              aria-current={current ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold",
                  done && "border-primary bg-primary text-primary-foreground",
                  current && "border-primary bg-surface text-primary",
                  !done && !current && "border-border bg-surface text-muted-foreground",
                )}
              >
                {done ? <Check className="size-4" /> : number}
              </span>
              <span className={cn("hidden text-sm sm:block", current ? "font-semibold" : "text-muted-foreground")}>
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
