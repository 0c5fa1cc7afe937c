import { Info } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Marks facts about Florida law and programs as general information, not
 * advice, with the date they were last checked (BRAND.md).
 */
export function InfoNote({ children }: { children: ReactNode }) {
  return (
    <aside className="flex gap-3 rounded-lg border border-border bg-surface p-4 text-base">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="space-y-1">{children}</div>
    </aside>
  );
}
