/** Latency percentiles of a set of timings, in their unit (milliseconds everywhere here). */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles; used by the benchmarks and the reliability suite alike. */
export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1)! };
}
