import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { ratingIn } from "../../src/server/modules/rating/worksheet-words";
import { syntheticHome } from "./homes";

export interface EngineTime {
  ratings: number;
  /** Wording a worksheet costs far more than pricing it, so fewer homes are worded. */
  worded: number;
  /** rateHo3 alone: the price and its stored worksheet. */
  microsecondsPerRating: number;
  /** rateHo3 and the worksheet worded in English, as POST /api/rating/ho3 answers it. */
  microsecondsWithWords: number;
}

/** Microseconds per call of `each` over every home, after one pass to warm up. */
function timePerCall<T>(homes: T[], each: (home: T) => unknown): number {
  for (const home of homes) each(home);
  const started = performance.now();
  for (const home of homes) each(home);
  return ((performance.now() - started) * 1000) / homes.length;
}

/** The pure engine in this process, for context beside the API's latency: no HTTP, no database. */
export function engineTime(ratings: number, ratedOn: string): EngineTime {
  const year = Number(ratedOn.slice(0, 4));
  const homes = Array.from({ length: ratings }, (_, index) => syntheticHome(index, year));
  const worded = homes.slice(0, Math.ceil(ratings / 20));
  return {
    ratings,
    worded: worded.length,
    microsecondsPerRating: timePerCall(homes, (home) => rateHo3(bundledRateTable, home, ratedOn)),
    microsecondsWithWords: timePerCall(worded, (home) => ratingIn(rateHo3(bundledRateTable, home, ratedOn), "en")),
  };
}
