/** Markdown building blocks for bench/results/report.md. */
export function table(header: string[], rows: (string | number)[][], rightAlignedFrom = 1): string {
  const align = header.map((_, index) => (index >= rightAlignedFrom ? "---:" : "---"));
  return [header, align, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
export const whole = (value: number) => Math.round(value).toLocaleString("en-US");
/** A budget's figure: a whole number as it is, below 10 with two decimals (a ratio of 0.66 is not 0.7), else one. */
export const figure = (value: number) =>
  Number.isInteger(value) ? String(value) : fixed(value, Math.abs(value) < 10 ? 2 : 1);

/** A table row of latency percentiles in milliseconds: what was timed, then p50, p95, p99 and max. */
export const percentileRow = (what: string, p: { p50: number; p95: number; p99: number; max: number }) => [
  what,
  fixed(p.p50),
  fixed(p.p95),
  fixed(p.p99),
  fixed(p.max),
];
