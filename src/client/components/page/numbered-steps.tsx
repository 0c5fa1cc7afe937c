import type { ReactNode } from "react";

export interface Step {
  title: string;
  body: ReactNode;
}

/** An ordered list shown as numbered steps (a process, numbered sections). */
export function NumberedSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-lg border border-border bg-surface p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
          >
            {index + 1}
          </span>
          <div className="space-y-2">
            <h3 className="text-xl font-semibold">{step.title}</h3>
            <div className="space-y-2 text-muted-foreground">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
