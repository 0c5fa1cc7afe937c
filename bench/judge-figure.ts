/**
 * Judging figures so that a one-off swing cannot fail the run. On two cores
 * shared with other work, a throughput, a latency or a Lighthouse score
 * measured once can land past its tolerance on one run and well within it on
 * the next, with the same code. So a figure whose miss would fail the run is
 * measured again, a bounded number of times, and fails only if every
 * measurement misses by more than the tolerance. Nothing here measures: the
 * caller hands over what it measured and how to measure it again.
 */
import { judge, type BudgetCheck } from "./budgets";

/** A figure with a budget, read from one measurement of the thing it is part of. */
export interface Figure<Thing> {
  id: string;
  what: string;
  kind: BudgetCheck["kind"];
  limit: number;
  unit?: string;
  read(measured: Thing): number;
}

export interface JudgedCheck extends BudgetCheck {
  /** Every value measured for this figure, in order: one, unless the first missed by more than the tolerance. */
  measurements: number[];
  /** The index in `measurements` of the value that decided: the first that did not fail, else the closest to the budget. */
  decidedBy: number;
}

export interface MeasureAgainRule {
  /** At most this many measurements after the first. */
  timesAgain: number;
  /** Whether this check, failed, would fail the run (an explained miss does not, so it is not measured again). */
  decides(check: BudgetCheck): boolean;
}

/** A thing measured once (a route's Lighthouse run, a read beside its floor), its figures, and how to measure it again. */
export interface Measured<Thing> {
  first: Thing;
  figures: Figure<Thing>[];
  /** None for what cannot swing (bytes on disk): its figures are judged on their one measurement. */
  measureAgain?: () => Promise<Thing>;
}

/** What a measuring phase hands over while it can still measure (its server or browser up). */
export type OnMeasured<Thing> = (things: { first: Thing; measureAgain: () => Promise<Thing> }[]) => Promise<void>;

interface Series<Thing> {
  figure: Figure<Thing>;
  measurements: number[];
  best: BudgetCheck;
  decidedBy: number;
}

function judgeValue<Thing>(figure: Figure<Thing>, value: number): BudgetCheck {
  return judge(figure.id, figure.what, value, figure.kind, figure.limit, figure.unit);
}

function closer(candidate: BudgetCheck, best: BudgetCheck): boolean {
  return candidate.kind === "at most" ? candidate.value < best.value : candidate.value > best.value;
}

function record<Thing>(series: Series<Thing>, measured: Thing) {
  const check = judgeValue(series.figure, series.figure.read(measured));
  series.measurements.push(check.value);
  if (closer(check, series.best)) {
    series.best = check;
    series.decidedBy = series.measurements.length - 1;
  }
}

/**
 * Judges each figure on its thing's first measurement; then, in up to
 * `rule.timesAgain` rounds, measures again each thing with a figure that would
 * fail the run, and judges those figures (only those) on the new measurement.
 * A round measures the things one after another, so that one thing's
 * measurements are spread over time rather than taken in the same burst of
 * load from elsewhere on the machine.
 */
export async function judgeMeasured<Thing>(things: Measured<Thing>[], rule: MeasureAgainRule): Promise<JudgedCheck[]> {
  const judged = things.map(({ first, figures, measureAgain }) => ({
    measureAgain,
    series: figures.map((figure): Series<Thing> => {
      const check = judgeValue(figure, figure.read(first));
      return { figure, measurements: [check.value], best: check, decidedBy: 0 };
    }),
  }));
  for (let round = 0; round < rule.timesAgain; round++) {
    for (const { measureAgain, series } of judged) {
      const failing = series.filter(({ best }) => best.verdict === "failed" && rule.decides(best));
      if (!measureAgain || failing.length === 0) continue;
      const measured = await measureAgain();
      for (const each of failing) record(each, measured);
    }
  }
  return judged.flatMap(({ series }) =>
    series.map(({ best, measurements, decidedBy }) => ({ ...best, measurements, decidedBy })),
  );
}
