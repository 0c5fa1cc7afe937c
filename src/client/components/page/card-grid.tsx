import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export function CardGrid({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <ul role="list" className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {children}
    </ul>
  );
}

/** One card of a CardGrid: an icon, an H3 and its text. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm">
      {Icon && (
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <h3 className="text-xl font-semibold">{title}</h3>
      {children && <div className="space-y-2 text-muted-foreground">{children}</div>}
    </li>
  );
}
