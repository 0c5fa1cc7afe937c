import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/calendar-date";
import { supportedLanguages } from "../../../shared/constants";
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
  worksheetStepKeys,
  type Home,
  type RateTable,
  type StoredRating,
  type WindMitigation,
  type WindMitigationQuestion,
} from "../../../shared/rating";
import { rateTableProblems } from "./check-rate-table";
import { rateHo3 } from "./rate-ho3";
import { bundledRateTable } from "./service";
import { ratingIn } from "./worksheet-words";

/**
 * The properties of the H03 engine, on arbitrary homes the table can
 * rate and arbitrary days: deterministic, monotone in cover, deductibles and
 * wind mitigation, the credit confined to the hurricane part, and a worksheet
 * that ends at the total. Each runs on the bundled table and on a second one
 * with other numbers (other factors, bands, fees, cap and credit groups), so
 * a property cannot hold only because of the bundled table's numbers.
 */

// ------------------------------------------------------- a second table

/** A factor moved by a few percent, kept to three decimals as the schema asks. */
const nudged = (factor: number, by: number) => Math.round(factor * by * 1000) / 1000;

/**
 * The bundled table with different but valid numbers: other base rates,
 * factors, age bands, Coverage A limits and fees, ZIP codes moved between
 * territories and bands (and a territory of its own for one ZIP code), a
 * lower cap, smaller credits, and roof-to-wall "structural" told apart from
 * double wraps (a credit group the bundled table does not have).
 */
function variantOf(table: RateTable): RateTable {
  const territories = Object.fromEntries(
    Object.entries(table.territories).map(([code, territory], index) => [
      code,
      {
        name: territory.name,
        allOtherPerils: nudged(territory.allOtherPerils, 1.13 - index * 0.04),
        hurricane: nudged(territory.hurricane, 0.86 + index * 0.05),
      },
    ]),
  );
  const credits = Object.fromEntries(
    Object.entries(table.windMitigation.credits).flatMap(([key, credit]) => {
      const smaller = Math.round(credit * 8.5) / 10;
      const [buildingCode, roofCovering, deck, roofToWall, ...rest] = key.split("|");
      if (roofToWall !== "doubleWraps") return [[key, smaller]];
      const structural = [buildingCode, roofCovering, deck, "structural", ...rest].join("|");
      return [
        [key, smaller],
        [structural, Math.min(100, Math.round((smaller + 2.5) * 10) / 10)],
      ];
    }),
  );
  return {
    ...table,
    version: "FL-HO3-property-variant",
    newBusinessFrom: "2026-03-01",
    renewalFrom: "2026-04-01",
    coverageA: { min: 80_000, max: 4_500_000 },
    baseRates: { allOtherPerils: 347, hurricane: 1_283 },
    territories: { ...territories, K1: { name: "Lower Keys", allOtherPerils: 1.31, hurricane: 1.92 } },
    zipCodes: {
      ...table.zipCodes,
      "330": { territory: "T6", coastBand: "5to10" },
      "327": { territory: "T2", coastBand: "over10" },
      "33040": { territory: "K1", coastBand: "under1" },
      "33050": { territory: "K1", coastBand: "under1" },
    },
    coastBands: { under1: 1.62, "1to5": 1.21, "5to10": 0.97, over10: 0.8 },
    construction: {
      frame: { allOtherPerils: 1.115, hurricane: 1.275 },
      masonry: { allOtherPerils: 0.965, hurricane: 0.94 },
    },
    homeAge: [
      { upToYears: 3, factors: 0.8 },
      { upToYears: 12, factors: 0.92 },
      { upToYears: 30, factors: 1.07 },
      { upToYears: null, factors: 1.31 },
    ],
    roofAge: [
      { upToYears: 4, factors: { allOtherPerils: 0.88, hurricane: 0.79 } },
      { upToYears: 12, factors: { allOtherPerils: 1.04, hurricane: 1.11 } },
      { upToYears: null, factors: { allOtherPerils: 1.28, hurricane: 1.63 } },
    ],
    protectionClass: table.protectionClass.map((factor, index) => nudged(factor, 0.97 + index * 0.011)),
    otherStructures: { "2": 0.97, "5": 0.985, "10": 1.0, "20": 1.045 },
    personalProperty: { "25": 0.9, "50": 1.0, "70": 1.075 },
    lossOfUse: { "10": 0.975, "20": 1.0, "30": 1.025 },
    aopDeductible: { "500": 1.0, "1000": 0.875, "2500": 0.705 },
    hurricaneDeductible: { "500": 1.0, "2%": 0.81, "5%": 0.655, "10%": 0.52 },
    windMitigation: {
      maxCreditPercent: 47.5,
      groups: {
        ...table.windMitigation.groups,
        roofToWall: { ...table.windMitigation.groups.roofToWall, structural: "structural" },
      },
      credits,
    },
    fees: { policyFeeCents: 1_900, emergencyFundCents: 300 },
  };
}

const tables = [
  ["the bundled table", bundledRateTable],
  ["a second table with other numbers", variantOf(bundledRateTable)],
] as const;

// ------------------------------------------------------- homes and days

/** A day a term could start: 2026 to 2035, leap days included. */
const day = fc.integer({ min: 0, max: 3_652 }).map((days) => addDays("2026-01-01", days));

/** A ZIP code the table rates: one of its own five-digit lines, or any ZIP under one of its prefixes. */
const zipCodeOf = (table: RateTable) =>
  fc
    .constantFrom(...Object.keys(table.zipCodes))
    .chain((known) =>
      known.length === 5
        ? fc.constant(known)
        : fc.integer({ min: 0, max: 99 }).map((rest) => `${known}${String(rest).padStart(2, "0")}`),
    );

const answers: fc.Arbitrary<WindMitigation> = fc.record(
  Object.fromEntries(
    windMitigationQuestions.map((question) => [question, fc.constantFrom(...windMitigationOptions[question])]),
  ) as { [Question in keyof WindMitigation]: fc.Arbitrary<WindMitigation[Question]> },
);

/** A home the table can rate on the day: Coverage A within its limits, built and roofed by the next year. */
const ratedHome = (table: RateTable) =>
  day.chain((ratedOn) => {
    const nextYear = Number(ratedOn.slice(0, 4)) + 1;
    const coverageA = fc.oneof(
      fc.integer({ min: table.coverageA.min, max: table.coverageA.max }),
      fc.constantFrom(table.coverageA.min, table.coverageA.max),
    );
    return fc
      .integer({ min: 1850, max: nextYear })
      .chain((yearBuilt) =>
        fc.record({
          coverageA,
          yearBuilt: fc.constant(yearBuilt),
          construction: fc.constantFrom(...constructions),
          roofYear: fc.integer({ min: yearBuilt, max: nextYear }),
          zipCode: zipCodeOf(table),
          protectionClass: fc.integer({ min: 1, max: 10 }),
          aopDeductible: fc.constantFrom(...aopDeductibles),
          hurricaneDeductible: fc.constantFrom(...hurricaneDeductibles),
          otherStructuresPercent: fc.constantFrom(...otherStructuresPercents),
          personalPropertyPercent: fc.constantFrom(...personalPropertyPercents),
          lossOfUsePercent: fc.constantFrom(...lossOfUsePercents),
          windMitigation: fc.option(answers, { freq: 4 }),
        }),
      )
      .map((home) => ({ home: homeSchema.parse(home) as Home, ratedOn }));
  });

const parts = (rating: StoredRating) => ({
  total: rating.totalCents,
  allOtherPerils: rating.allOtherPerilsCents,
  hurricane: rating.hurricaneCents,
  fees: rating.feesCents,
});

/** Every part of `after` costs at most what it does in `before`. */
function neverCostsMore(before: StoredRating, after: StoredRating) {
  const [was, is] = [parts(before), parts(after)];
  for (const part of Object.keys(was) as (keyof typeof was)[]) {
    expect(is[part], part).toBeLessThanOrEqual(was[part]);
  }
}

const aopSteps = (rating: StoredRating) => rating.steps.filter((step) => step.part === "allOtherPerils");

/** One answer one step better along its list, the others kept; null when it is already the best. */
function improved(current: WindMitigation, question: WindMitigationQuestion): WindMitigation | null {
  const options = windMitigationOptions[question] as readonly string[];
  const better = options[options.indexOf(current[question]) + 1];
  return better === undefined ? null : { ...current, [question]: better };
}

const runs = { numRuns: 300 };

describe("the second table", () => {
  it("passes the checks a loaded version must pass, and prices homes differently", () => {
    const variant = tables[1][1];
    expect(rateTableProblems(variant)).toEqual([]);
    const home = homeSchema.parse({
      coverageA: 385_000,
      yearBuilt: 2004,
      construction: "masonry",
      roofYear: 2019,
      zipCode: "33606",
      protectionClass: 3,
      aopDeductible: 1000,
      hurricaneDeductible: "2%",
      windMitigation: null,
    });
    const [bundled, other] = [rateHo3(bundledRateTable, home, "2026-06-01"), rateHo3(variant, home, "2026-06-01")];
    expect(other.allOtherPerilsCents).not.toBe(bundled.allOtherPerilsCents);
    expect(other.hurricaneCents).not.toBe(bundled.hurricaneCents);
    expect(other.feesCents).not.toBe(bundled.feesCents);
  });
});

describe.each(tables)("rateHo3 on %s", (_name, table) => {
  const homes = ratedHome(table);

  it("is deterministic: the same home on the same day rates the same, and the home is left as it was", () => {
    fc.assert(
      fc.property(homes, ({ home, ratedOn }) => {
        const copy = structuredClone(home);
        const first = rateHo3(table, home, ratedOn);
        expect(rateHo3(table, structuredClone(home), ratedOn)).toEqual(first);
        expect(home).toEqual(copy);
      }),
      runs,
    );
  });

  it("never charges less for more dwelling coverage, in the total or any part", () => {
    const more = homes.chain((rated) =>
      fc
        .integer({ min: rated.home.coverageA, max: table.coverageA.max })
        .map((coverageA) => ({ ...rated, larger: coverageA })),
    );
    fc.assert(
      fc.property(more, ({ home, ratedOn, larger }) => {
        neverCostsMore(rateHo3(table, { ...home, coverageA: larger }, ratedOn), rateHo3(table, home, ratedOn));
      }),
      runs,
    );
  });

  it("never charges more for a higher all-other-perils or hurricane deductible", () => {
    fc.assert(
      fc.property(homes, ({ home, ratedOn }) => {
        const byAop = aopDeductibles.map((aopDeductible) => rateHo3(table, { ...home, aopDeductible }, ratedOn));
        const byHurricane = hurricaneDeductibles.map((hurricaneDeductible) =>
          rateHo3(table, { ...home, hurricaneDeductible }, ratedOn),
        );
        for (const ladder of [byAop, byHurricane]) {
          for (let index = 1; index < ladder.length; index++) neverCostsMore(ladder[index - 1]!, ladder[index]!);
        }
      }),
      runs,
    );
  });

  it("never charges more for one wind mitigation answer one step better, on each of the seven questions", () => {
    let steps = 0;
    fc.assert(
      fc.property(homes, answers, ({ home, ratedOn }, current) => {
        const before = rateHo3(table, { ...home, windMitigation: current }, ratedOn);
        for (const question of windMitigationQuestions) {
          const better = improved(current, question);
          if (!better) continue;
          neverCostsMore(before, rateHo3(table, { ...home, windMitigation: better }, ratedOn));
          steps++;
        }
      }),
      runs,
    );
    // Six of the seven questions have a better answer for most homes: the checks above ran.
    expect(steps).toBeGreaterThan(runs.numRuns * 3);
  });

  it("never charges more once a home is inspected, whatever the inspection found", () => {
    fc.assert(
      fc.property(homes, answers, ({ home, ratedOn }, found) => {
        neverCostsMore(
          rateHo3(table, { ...home, windMitigation: null }, ratedOn),
          rateHo3(table, { ...home, windMitigation: found }, ratedOn),
        );
      }),
      runs,
    );
  });

  it("leaves the all-other-perils part alone: the same cents and steps whatever the answers", () => {
    fc.assert(
      fc.property(homes, answers, fc.option(answers), ({ home, ratedOn }, one, other) => {
        const [first, second] = [one, other].map((windMitigation) =>
          rateHo3(table, { ...home, windMitigation }, ratedOn),
        ) as [StoredRating, StoredRating];
        expect(second.allOtherPerilsCents).toBe(first.allOtherPerilsCents);
        expect(aopSteps(second)).toEqual(aopSteps(first));
      }),
      runs,
    );
  });

  it("writes a worksheet that ends at the total, each part rounded once to a whole dollar", () => {
    fc.assert(
      fc.property(homes, ({ home, ratedOn }) => {
        const rating = rateHo3(table, home, ratedOn);
        const { steps } = rating;
        expect(steps.map((step) => step.key)).toEqual([...worksheetStepKeys]);
        const last = steps.at(-1)!;
        expect(last.key).toBe("total");
        expect(last.amountCents).toBe(rating.totalCents);
        expect(rating.totalCents).toBe(rating.allOtherPerilsCents + rating.hurricaneCents + rating.feesCents);
        const amountOf = (key: string) => steps.find((step) => step.key === key)!.amountCents;
        expect(amountOf("aop.rounded")).toBe(rating.allOtherPerilsCents);
        expect(amountOf("hurricane.rounded")).toBe(rating.hurricaneCents);
        expect(amountOf("fees.emergencyFund")).toBe(rating.feesCents);
        expect(rating.allOtherPerilsCents % 100).toBe(0);
        expect(rating.hurricaneCents % 100).toBe(0);
        expect(rating.allOtherPerilsCents).toBeGreaterThan(0);
        expect(rating.hurricaneCents).toBeGreaterThan(0);
        // Rounding moves a part by half a dollar at most from the exact amount its last factor left.
        for (const [step, rounded] of [
          ["aop.deductible", rating.allOtherPerilsCents],
          ["hurricane.windMitigation", rating.hurricaneCents],
        ] as const) {
          expect(Math.abs(amountOf(step) - rounded)).toBeLessThanOrEqual(50);
        }
      }),
      runs,
    );
  });

  it("words every line in English and Italian, with the same amounts as the stored steps", () => {
    fc.assert(
      fc.property(homes, ({ home, ratedOn }) => {
        const stored = rateHo3(table, home, ratedOn);
        const [english, italian] = [ratingIn(stored, "en"), ratingIn(stored, "it")];
        // Every step's name differs between the two: an Italian line missing from the catalog would fall back to English.
        italian.worksheet.forEach((line, index) => expect(line.name).not.toBe(english.worksheet[index]!.name));
        for (const language of supportedLanguages) {
          const worded = ratingIn(stored, language);
          expect(worded.totalCents).toBe(stored.totalCents);
          expect(worded.worksheet.map((line) => [line.key, line.part, line.amountCents])).toEqual(
            stored.steps.map((step) => [step.key, step.part, step.amountCents]),
          );
          for (const line of worded.worksheet) {
            expect(line.name.trim(), `${language} ${line.key} name`).not.toBe("");
            expect(line.effect.trim(), `${language} ${line.key} effect`).not.toBe("");
            // A key the catalog lacks would come back as the key itself, a parameter left out as {{name}}.
            for (const words of [line.name, line.value, line.effect]) {
              expect(words, `${language} ${line.key}`).not.toMatch(/^rating\.|{{/);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
