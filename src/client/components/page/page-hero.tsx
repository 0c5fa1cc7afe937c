import type { ReactNode } from "react";

/** The top of every public page: its one H1, a short lead, then the next steps. */
export function PageHero({
  title,
  lead,
  children,
  illustration,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
  illustration?: ReactNode;
}) {
  return (
    <div className="bg-sand">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[3fr_2fr]">
        <div className="max-w-[70ch] space-y-4">
          <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{title}</h1>
          <p className="text-lg text-muted-foreground sm:text-xl">{lead}</p>
          {children && <div className="flex flex-wrap gap-3 pt-2">{children}</div>}
        </div>
        {illustration && <div className="hidden justify-center lg:flex">{illustration}</div>}
      </div>
    </div>
  );
}
