import type { RateVersion } from "../../../shared/rating";

/**
 * The version a term starting on `day` is rated by, as the server's rate book
 * chooses it: the latest whose new-business (or renewal) day has come, the
 * last loaded on a tie; null before any.
 */
export function inForce(
  versions: readonly RateVersion[],
  day: string,
  field: "newBusinessFrom" | "renewalFrom",
): RateVersion | null {
  return versions
    .filter((version) => version[field] <= day)
    .reduce<RateVersion | null>(
      (best, version) =>
        !best ||
        version[field] > best[field] ||
        (version[field] === best[field] && Date.parse(version.loadedAt) > Date.parse(best.loadedAt))
          ? version
          : best,
      null,
    );
}
