import { describe, expect, it } from "vitest";
import type { RateTable } from "../../../shared/rating";
import { rateTableProblems } from "./check-rate-table";
import { bundledRateTable } from "./service";

/** The bundled table (which passes) with one thing broken. */
const broken = (change: (table: RateTable) => void): RateTable => {
  const table = structuredClone(bundledRateTable);
  change(table);
  return table;
};

const best = "fbc|yes|C|doubleWraps|hip|yes|hurricane";
const oneStepWorse = "fbc|yes|C|doubleWraps|hip|yes|basic";

describe("rateTableProblems", () => {
  it("finds nothing wrong with the bundled table", () => {
    expect(rateTableProblems(bundledRateTable)).toEqual([]);
  });

  it("refuses credits where one better answer lowers the credit", () => {
    // Basic shutters credited above hurricane protection (67.9), all else the same.
    const table = broken(({ windMitigation }) => {
      windMitigation.credits[oneStepWorse] = 68;
    });
    expect(rateTableProblems(table)).toEqual([
      `windMitigation: openingProtection "hurricane" lowers the credit of ${oneStepWorse} from 68 to 67.9`,
    ]);
  });

  it("refuses a higher deductible that costs more, on either peril", () => {
    const hurricane = broken((table) => {
      table.hurricaneDeductible["10%"] = 0.73;
    });
    expect(rateTableProblems(hurricane)).toEqual(["hurricaneDeductible: 10% costs more than 5%"]);
    const allOtherPerils = broken((table) => {
      table.aopDeductible["1000"] = 1.01;
    });
    expect(rateTableProblems(allOtherPerils)).toEqual(["aopDeductible: 1000 costs more than 500"]);
  });

  it("refuses more cover that costs less", () => {
    const table = broken((table) => {
      table.personalProperty["70"] = 0.99;
    });
    expect(rateTableProblems(table)).toEqual(["personalProperty: 70 costs less than 50"]);
  });

  it("refuses a table missing an option the screens offer: a factor, an answer's group, a combination's credit", () => {
    const factor = broken((table) => {
      delete table.lossOfUse["30"];
      delete table.hurricaneDeductible["2%"];
    });
    expect(rateTableProblems(factor)).toEqual(["lossOfUse: no factor for 30", "hurricaneDeductible: no factor for 2%"]);
    const group = broken(({ windMitigation }) => {
      delete windMitigation.groups.roofShape.flat;
    });
    expect(rateTableProblems(group)).toEqual(['windMitigation: no group for roofShape "flat"']);
    const credit = broken(({ windMitigation }) => {
      delete windMitigation.credits[best];
    });
    expect(rateTableProblems(credit)).toEqual([`windMitigation: no credit for ${best}`]);
  });

  it("refuses fees that are not whole dollars (premiums are)", () => {
    const table = broken((table) => {
      table.fees.emergencyFundCents = 250;
    });
    expect(rateTableProblems(table)).toEqual(["fees: emergencyFundCents must be whole dollars"]);
  });

  it("refuses a ZIP code that names no territory", () => {
    const table = broken((table) => {
      table.zipCodes["33999"] = { territory: "T9", coastBand: "under1" };
    });
    expect(rateTableProblems(table)).toEqual(["zipCodes: 33999 names no territory T9"]);
  });

  it("lists every problem of a table with several", () => {
    const table = broken((table) => {
      table.zipCodes["336"] = { territory: "TB", coastBand: "1to5" };
      table.aopDeductible["2500"] = 0.95;
      delete table.otherStructures["2"];
      table.windMitigation.credits[best] = 0;
    });
    expect(rateTableProblems(table)).toEqual([
      "otherStructures: no factor for 2",
      "aopDeductible: 2500 costs more than 1000",
      "zipCodes: 336 names no territory TB",
      expect.stringMatching(/^windMitigation: .* lowers the credit of .* to 0$/),
    ]);
  });
});
