import { type Percentiles, percentiles } from "../../tests/support/percentiles";
import { searchPath, searchTerms } from "./search-terms";

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
