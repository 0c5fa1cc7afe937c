// The run's judge: each measuring phase hands it what it measured while it can
// still measure it again (its server or browser still up), and it keeps every
// check in the order measured.
import type { BundleRow } from "./bundle-size";
import type { ClaimsUnderLoad } from "./api/claims-under-load";
import type { Comparison } from "./api-beside-floor";
import type { ScalePoint } from "./engine-runs";
import type { LighthouseRow } from "./lighthouse";
import { judgeMeasured, type Figure, type JudgedCheck, type MeasureAgainRule } from "./judge-figure";
import { bundleFigures, claimsFigures, comparisonFigures, lighthouseFigures, searchFigures } from "./budget-figures";
import { figure } from "./report";

export function budgetJudge(rule: MeasureAgainRule) {
  const checks: JudgedCheck[] = [];
  const judged =
    <Thing>(figuresOf: (measured: Thing) => Figure<Thing>[]) =>
    async (things: { first: Thing; measureAgain?: () => Promise<Thing> }[]) => {
      const judgedNow = await judgeMeasured(
        things.map((thing) => ({ ...thing, figures: figuresOf(thing.first) })),
        rule,
      );
      for (const check of judgedNow.filter((each) => each.measurements.length > 1)) {
        console.error(
          `  ${check.what}: measured ${check.measurements.length} times (${check.measurements.map(figure).join(", ")}), ` +
            `decided by ${figure(check.value)}: ${check.verdict}`,
        );
      }
      checks.push(...judgedNow);
    };
  const judgeBundles = judged<BundleRow>(bundleFigures);
  return {
    checks,
    /** Bytes on disk do not swing: judged on their one measurement. */
    bundles: (rows: BundleRow[]) => judgeBundles(rows.map((first) => ({ first }))),
    lighthouse: judged<LighthouseRow>(lighthouseFigures),
    search: judged<ScalePoint>(searchFigures),
    comparison: judged<Comparison>(comparisonFigures),
    claims: judged<ClaimsUnderLoad>(claimsFigures),
  };
}
