/**
 * A simple drawn map of Tampa Bay on Florida's Gulf coast with a marker at
 * Tampa. Drawn by hand so the page loads nothing from other hosts; colours
 * come from the design tokens, so it follows the light and dark themes.
 * The place names inside are part of the picture: `label` is what screen
 * readers hear.
 */
const coastline =
  "M400 0 H128 L122 50 L126 110 L135 170 L148 215 L166 250 L190 262 L208 248 L214 210 L206 165 L210 125 " +
  "L225 100 L245 88 L260 96 L266 125 L272 160 L280 178 L290 160 L292 130 L298 112 L310 118 L316 145 " +
  "L312 185 L298 225 L272 258 L245 282 L232 300 H400 Z";

export function TampaBayMap({ label, bayName }: { label: string; bayName: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 400 300"
      className="h-auto w-full rounded-lg border border-border bg-surface"
    >
      <rect width="400" height="300" className="fill-primary/15" />
      <path d={coastline} strokeWidth="2" strokeLinejoin="round" className="fill-sand stroke-border" />

      <g className="fill-muted-foreground" fontSize="13">
        <circle cx="134" cy="112" r="4" />
        <text x="120" y="116" textAnchor="end">
          Clearwater
        </text>
        <circle cx="172" cy="232" r="4" />
        <text x="152" y="236" textAnchor="end">
          St. Petersburg
        </text>
        <text x="260" y="205" textAnchor="middle" fontStyle="italic">
          {bayName}
        </text>
      </g>

      <g className="fill-foreground" fontSize="14" fontWeight="600">
        <path d="M30 22 L36 38 L30 34 L24 38 Z" />
        <text x="30" y="56" textAnchor="middle">
          N
        </text>
      </g>

      <path
        d="M300 102 C292 92 288 86 288 80 A12 12 0 1 1 312 80 C312 86 308 92 300 102 Z"
        className="fill-primary stroke-surface"
        strokeWidth="2"
      />
      <circle cx="300" cy="80" r="4.5" className="fill-surface" />
      <text x="318" y="86" fontSize="18" fontWeight="700" className="fill-foreground">
        Tampa
      </text>
    </svg>
  );
}
