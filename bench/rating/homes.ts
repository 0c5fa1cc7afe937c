import {
  aopDeductibles,
  constructions,
  homeSchema,
  hurricaneDeductibles,
  lossOfUsePercents,
  otherStructuresPercents,
  personalPropertyPercents,
  windMitigationOptions,
  windMitigationQuestions,
  type Home,
  type WindMitigation,
} from "../../src/shared/rating";
import { floridaCountyOf } from "../../src/server/geo/florida-counties";
import { bundledRateTable } from "../../src/server/modules/rating/service";

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Every ZIP code area the bundled table rates: its own five-digit lines and ten ZIP codes under each prefix. */
const zipCodes = Object.keys(bundledRateTable.zipCodes).flatMap((known) =>
  known.length === 5 ? [known] : Array.from({ length: 10 }, (_, digit) => `${known}${digit}${(digit * 7) % 10}`),
);

/** An inspected home's seven answers, each question cycling at its own pace; a third of the homes have none. */
function answersOf(index: number): WindMitigation | null {
  if (index % 3 === 0) return null;
  const primes = [3, 5, 7, 11, 13, 17, 19];
  return Object.fromEntries(
    windMitigationQuestions.map((question, at) => [
      question,
      pick(windMitigationOptions[question] as readonly string[], Math.floor(index / primes[at]!)),
    ]),
  ) as WindMitigation;
}

/** Dated answers with a building code the home could have been built to (the rating refuses any other), else "unknown". */
function possibleAnswers(
  found: WindMitigation | null,
  yearBuilt: number,
  zipCode: string,
  inspectedOn: string,
): WindMitigation | null {
  if (!found) return null;
  const answers = { ...found, inspectedOn };
  const highVelocity = ["Miami-Dade", "Broward"].includes(floridaCountyOf(zipCode) ?? "");
  const possible =
    (answers.buildingCode === "fbc2001" && yearBuilt >= 2002) ||
    (answers.buildingCode === "sfbc1994" && yearBuilt >= 1994 && highVelocity) ||
    answers.buildingCode === "unknown";
  return possible ? answers : { ...answers, buildingCode: "unknown" };
}

/**
 * The i-th synthetic H03 home, varied but reproducible, that the bundled
 * table rates in `ratedYear` (built 1950 to 2024, roofed by then): Coverage A
 * $120,000 to $1,500,000, every construction, ZIP code area, protection
 * class, deductible, percentage and wind mitigation answer.
 */
export function syntheticHome(index: number, ratedYear: number): Home {
  const yearBuilt = 1950 + ((index * 13) % 75);
  const roofYear = yearBuilt + ((index * 7) % (Math.max(yearBuilt, ratedYear) - yearBuilt + 1));
  const zipCode = pick(zipCodes, index * 31);
  return homeSchema.parse({
    coverageA: 120_000 + ((index * 7_919) % 1_381) * 1_000,
    yearBuilt,
    construction: pick(constructions, index * 5),
    roofYear,
    zipCode,
    protectionClass: 1 + ((index * 3) % 10),
    aopDeductible: pick(aopDeductibles, index * 7),
    hurricaneDeductible: pick(hurricaneDeductibles, index * 11),
    otherStructuresPercent: pick(otherStructuresPercents, index * 13),
    personalPropertyPercent: pick(personalPropertyPercents, index * 17),
    lossOfUsePercent: pick(lossOfUsePercents, index * 19),
    windMitigation: possibleAnswers(answersOf(index), yearBuilt, zipCode, `${ratedYear - 1 - (index % 3)}-06-01`),
  });
}
