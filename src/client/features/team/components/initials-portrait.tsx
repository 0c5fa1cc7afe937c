import { initialsOf } from "../executives";

/** Executives are shown with their initials, not photos (BRAND.md). */
export function InitialsPortrait({ name, label }: { name: string; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 96 96" className="size-20 shrink-0">
      <circle cx="48" cy="48" r="46" className="fill-primary" />
      <circle cx="48" cy="48" r="40" fill="none" strokeWidth="2" className="stroke-primary-foreground opacity-40" />
      <text
        x="48"
        y="60"
        textAnchor="middle"
        fontSize="34"
        fontWeight="700"
        letterSpacing="1"
        className="fill-primary-foreground"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
