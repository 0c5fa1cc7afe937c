import {
  aopDeductibles,
  hurricaneDeductibles,
  lossOfUsePercents,
  otherStructuresPercents,
  personalPropertyPercents,
  type RateTable,
} from "../../../shared/rating";
import { creditTableProblem } from "./wind-mitigation-credit";

/** The options a table must price, and whether a later one may cost more (coverage) or never (deductibles). */
const optionLists = [
  ["otherStructures", otherStructuresPercents, "rising"],
  ["personalProperty", personalPropertyPercents, "rising"],
  ["lossOfUse", lossOfUsePercents, "rising"],
  ["aopDeductible", aopDeductibles, "falling"],
  ["hurricaneDeductible", hurricaneDeductibles, "falling"],
] as const;

function ageBandsProblem(name: string, bands: RateTable["homeAge"] | RateTable["roofAge"]): string | null {
  for (const [index, band] of bands.entries()) {
    const last = index === bands.length - 1;
    if (last !== (band.upToYears === null)) return `${name}: only the last band is open-ended`;
    const previous = bands[index - 1]?.upToYears;
    if (previous != null && band.upToYears !== null && band.upToYears <= previous) {
      return `${name}: bands must go up in age`;
    }
  }
  return null;
}

/**
 * What zod cannot say about a rate table: every option the screens offer has
 * a factor, a higher deductible never costs more, more cover never costs
 * less, every ZIP code names a territory, and no better wind mitigation
 * answer lowers the credit. Answers each problem in plain words (an
 * underwriter loading a version reads them).
 */
export function rateTableProblems(table: RateTable): string[] {
  const problems: string[] = [];
  if (table.coverageA.min > table.coverageA.max) problems.push("coverageA: min is above max");
  if (table.renewalFrom < table.newBusinessFrom) {
    problems.push("renewalFrom: renewals cannot start on a version before new business does");
  }
  // Premiums are whole dollars (the parts are rounded to the dollar), so the fees must be too.
  for (const [fee, cents] of Object.entries(table.fees)) {
    if (cents % 100 !== 0) problems.push(`fees: ${fee} must be whole dollars`);
  }
  for (const [name, options, direction] of optionLists) {
    const factors = options.map((option) => (table[name] as Record<string, number>)[String(option)]);
    const missing = options.filter((_, index) => factors[index] === undefined);
    if (missing.length > 0) {
      problems.push(`${name}: no factor for ${missing.join(", ")}`);
      continue;
    }
    for (let index = 1; index < factors.length; index++) {
      const [before, after] = [factors[index - 1]!, factors[index]!];
      if (direction === "falling" ? after > before : after < before) {
        problems.push(
          direction === "falling"
            ? `${name}: ${options[index]} costs more than ${options[index - 1]}`
            : `${name}: ${options[index]} costs less than ${options[index - 1]}`,
        );
      }
    }
  }
  for (const [zip, place] of Object.entries(table.zipCodes)) {
    if (!table.territories[place.territory]) problems.push(`zipCodes: ${zip} names no territory ${place.territory}`);
  }
  for (const problem of [ageBandsProblem("homeAge", table.homeAge), ageBandsProblem("roofAge", table.roofAge)]) {
    if (problem) problems.push(problem);
  }
  const credits = creditTableProblem(table.windMitigation);
  if (credits) problems.push(`windMitigation: ${credits}`);
  return problems;
}
