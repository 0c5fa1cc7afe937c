import { useId, type ReactNode } from "react";

/** One part of the account page: a card with its heading, which names the region for screen readers. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <h2 id={titleId} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
