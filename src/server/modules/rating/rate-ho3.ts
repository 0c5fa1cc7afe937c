import type { Message } from "../../../shared/messages/message";
import { message } from "../../../shared/messages/message";
import { formatMoney } from "../../../shared/format";
import type { FieldProblem } from "../../http-errors";
import { HttpError } from "../../http-errors";
import type {
  Home,
  RateTable,
  RatingPart,
  StoredRating,
  WorksheetStep,
  WorksheetStepKey,
} from "../../../shared/rating";
import { tableCreditPercent, windCreditPercent } from "./wind-mitigation-credit";

/**
 * An amount kept exact as a fraction of cents: factors have at most three
 * decimals, so each step multiplies by an integer and divides by 1,000, and
 * nothing is rounded until a part ends (half up, to the whole dollar).
 */
interface Exact {
  numerator: bigint;
  denominator: bigint;
}

const milli = (factor: number) => BigInt(Math.round(factor * 1000));
const times = (amount: Exact, factor: number): Exact => ({
  numerator: amount.numerator * milli(factor),
  denominator: amount.denominator * 1000n,
});
/** Half up: all amounts here are positive. */
const roundedTo = (amount: Exact, unitCents: bigint) =>
  Number(
    ((amount.numerator * 2n + amount.denominator * unitCents) / (amount.denominator * unitCents * 2n)) * unitCents,
  );
const toCents = (amount: Exact) => roundedTo(amount, 1n);
const toDollarsInCents = (amount: Exact) => roundedTo(amount, 100n);

const decimal = (factor: number) => factor.toFixed(3);

/** A band of ages: the first whose upper end the age does not pass. */
function bandOf<T>(bands: RateTable["homeAge"] | RateTable["roofAge"], age: number): T {
  const band = bands.find((candidate) => candidate.upToYears === null || age <= candidate.upToYears);
  return (band ?? bands.at(-1)!).factors as T;
}

/** 422 naming each field the table cannot rate. */
export const unratable = (problems: FieldProblem[]) =>
  new HttpError(422, problems.length === 1 ? problems[0]!.message : "rating.unratable", problems);

/** Where a ZIP code is rated: its own line in the table, else its three-digit prefix's. */
export function locate(table: RateTable, zipCode: string) {
  const place = table.zipCodes[zipCode] ?? table.zipCodes[zipCode.slice(0, 3)];
  if (!place) return null;
  const territory = table.territories[place.territory];
  return territory ? { ...place, territory: { code: place.territory, ...territory } } : null;
}

function check(table: RateTable, home: Home, ratedYear: number): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const refuse = (field: string, said: Message) => problems.push({ field, message: said });
  if (home.coverageA < table.coverageA.min || home.coverageA > table.coverageA.max) {
    // US dollars, written the American way in both languages: the range is the table's, not the reader's.
    const [min, max] = [formatMoney(table.coverageA.min), formatMoney(table.coverageA.max)];
    refuse("coverageA", message("rating.coverageARange", { min, max }));
  }
  if (home.yearBuilt > ratedYear + 1) refuse("yearBuilt", message("rating.yearBuiltFuture", { year: ratedYear + 1 }));
  if (home.roofYear < home.yearBuilt) refuse("roofYear", "rating.roofBeforeHome");
  else if (home.roofYear > ratedYear + 1) refuse("roofYear", message("rating.roofYearFuture", { year: ratedYear + 1 }));
  if (!locate(table, home.zipCode)) refuse("zipCode", message("rating.zipNotRated", { zipCode: home.zipCode }));
  return problems;
}

/**
 * Prices an H03 home with one rate table, for a term starting `ratedOn`
 * (ages are counted to its year). All-other-perils part + hurricane part
 * (less the wind mitigation credit, looked up by the combination of answers
 * and capped) + fees; each part rounded half up to the whole dollar once, at
 * its end. Pure and deterministic; refuses what the table cannot rate.
 */
export function rateHo3(table: RateTable, home: Home, ratedOn: string): StoredRating {
  const ratedYear = Number(ratedOn.slice(0, 4));
  const problems = check(table, home, ratedYear);
  if (problems.length > 0) throw unratable(problems);

  const place = locate(table, home.zipCode)!;
  const homeAge = Math.max(0, ratedYear - home.yearBuilt);
  const roofAge = Math.max(0, ratedYear - home.roofYear);
  const roof = bandOf<{ allOtherPerils: number; hurricane: number }>(table.roofAge, roofAge);
  const construction = table.construction[home.construction];
  const otherStructures = table.otherStructures[String(home.otherStructuresPercent)]!;
  const personalProperty = table.personalProperty[String(home.personalPropertyPercent)]!;
  const lossOfUse = table.lossOfUse[String(home.lossOfUsePercent)]!;
  const creditPercent = windCreditPercent(table.windMitigation, home.windMitigation);

  const steps: WorksheetStep[] = [];
  function part(
    name: Exclude<RatingPart, "fees" | "total">,
    baseCentsPer1000: number,
    factors: [WorksheetStepKey, WorksheetStep["input"], number][],
  ): number {
    const prefix = name === "allOtherPerils" ? "aop" : "hurricane";
    let amount: Exact = { numerator: BigInt(baseCentsPer1000) * BigInt(home.coverageA), denominator: 1000n };
    steps.push({
      key: `${prefix}.base` as WorksheetStepKey,
      part: name,
      input: { coverageA: home.coverageA, centsPer1000: baseCentsPer1000 },
      factor: null,
      addCents: null,
      amountCents: toCents(amount),
    });
    for (const [key, input, factor] of factors) {
      amount = times(amount, factor);
      steps.push({ key, part: name, input, factor: decimal(factor), addCents: null, amountCents: toCents(amount) });
    }
    const rounded = toDollarsInCents(amount);
    steps.push({
      key: `${prefix}.rounded` as WorksheetStepKey,
      part: name,
      input: {},
      factor: null,
      addCents: null,
      amountCents: rounded,
    });
    return rounded;
  }

  const allOtherPerilsCents = part("allOtherPerils", table.baseRates.allOtherPerils, [
    [
      "aop.territory",
      { territory: place.territory.code, name: place.territory.name, zipCode: home.zipCode },
      place.territory.allOtherPerils,
    ],
    ["aop.construction", { construction: home.construction }, construction.allOtherPerils],
    ["aop.homeAge", { yearBuilt: home.yearBuilt, years: homeAge }, bandOf<number>(table.homeAge, homeAge)],
    ["aop.roofAge", { roofYear: home.roofYear, years: roofAge }, roof.allOtherPerils],
    [
      "aop.protectionClass",
      { protectionClass: home.protectionClass },
      table.protectionClass[home.protectionClass - 1]!,
    ],
    ["aop.otherStructures", { percent: home.otherStructuresPercent }, otherStructures],
    ["aop.personalProperty", { percent: home.personalPropertyPercent }, personalProperty],
    ["aop.lossOfUse", { percent: home.lossOfUsePercent }, lossOfUse],
    ["aop.deductible", { deductible: home.aopDeductible }, table.aopDeductible[String(home.aopDeductible)]!],
  ]);
  const hurricaneCents = part("hurricane", table.baseRates.hurricane, [
    [
      "hurricane.territory",
      { territory: place.territory.code, name: place.territory.name, zipCode: home.zipCode },
      place.territory.hurricane,
    ],
    ["hurricane.coastBand", { coastBand: place.coastBand, zipCode: home.zipCode }, table.coastBands[place.coastBand]],
    ["hurricane.construction", { construction: home.construction }, construction.hurricane],
    ["hurricane.roofAge", { roofYear: home.roofYear, years: roofAge }, roof.hurricane],
    ["hurricane.otherStructures", { percent: home.otherStructuresPercent }, otherStructures],
    ["hurricane.personalProperty", { percent: home.personalPropertyPercent }, personalProperty],
    ["hurricane.lossOfUse", { percent: home.lossOfUsePercent }, lossOfUse],
    [
      "hurricane.deductible",
      { deductible: home.hurricaneDeductible },
      table.hurricaneDeductible[home.hurricaneDeductible]!,
    ],
    [
      "hurricane.windMitigation",
      {
        inspected: home.windMitigation ? "yes" : "no",
        tableCreditPercent: tableCreditPercent(table.windMitigation, home.windMitigation),
        creditPercent,
        maxCreditPercent: table.windMitigation.maxCreditPercent,
      },
      (1000 - Math.round(creditPercent * 10)) / 1000,
    ],
  ]);

  const { policyFeeCents, emergencyFundCents } = table.fees;
  steps.push(
    {
      key: "fees.policyFee",
      part: "fees",
      input: {},
      factor: null,
      addCents: policyFeeCents,
      amountCents: policyFeeCents,
    },
    {
      key: "fees.emergencyFund",
      part: "fees",
      input: {},
      factor: null,
      addCents: emergencyFundCents,
      amountCents: policyFeeCents + emergencyFundCents,
    },
  );
  const feesCents = policyFeeCents + emergencyFundCents;
  const totalCents = allOtherPerilsCents + hurricaneCents + feesCents;
  steps.push({
    key: "total",
    part: "total",
    input: { allOtherPerilsCents, hurricaneCents, feesCents },
    factor: null,
    addCents: null,
    amountCents: totalCents,
  });
  return {
    rateVersion: table.version,
    illustrative: table.illustrative,
    ratedOn,
    totalCents,
    allOtherPerilsCents,
    hurricaneCents,
    feesCents,
    windMitigationCreditPercent: creditPercent,
    steps,
  };
}
