import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A titled part of a page (H2). `tone="sand"` alternates the background. */
export function Section({
  title,
  intro,
  tone = "plain",
  id,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "sand";
  id?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tone === "sand" && "bg-sand")}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-12 sm:px-6">
        <div className="max-w-[70ch] space-y-3">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {intro && <div className="space-y-3 text-lg text-muted-foreground">{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
