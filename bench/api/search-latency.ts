import { searchPath, searchTerms } from "./search-terms";

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1)! };
}

/**
 * Policy search latency as one member of staff meets it: `count` sequential
 * requests cycling through the search terms, after a warm-up round, timed at
 * the client (network, session check and JSON included).
 */
export async function searchLatency(baseUrl: string, cookie: string, count: number): Promise<Percentiles> {
  const timeOne = async (term: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${searchPath(term)}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search for "${term}" answered ${response.status}`);
    return performance.now() - started;
  };
  for (const term of searchTerms) await timeOne(term);
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push(await timeOne(searchTerms[index % searchTerms.length]!));
  return percentiles(times);
}
