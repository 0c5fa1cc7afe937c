import { describe, expect, it } from "vitest";
import { renderMessage } from "../../../shared/messages/render";
import type { Home } from "../../../shared/rating";
import { demoMemberHome } from "../../db/seed/seed-member-household";
import { HttpError } from "../../http-errors";
import { rateHome } from "./rate-home";
import { bundledRateTable } from "./service";

const home = (changes: Partial<Home>, buildingCode: "fbc2001" | "sfbc1994" | "unknown"): Home =>
  ({ ...demoMemberHome, ...changes, windMitigation: { ...demoMemberHome.windMitigation!, buildingCode } }) as Home;

function refusal(rated: Home) {
  try {
    rateHome(bundledRateTable, rated, "2026-06-01");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.errors.map((problem) => [problem.field, renderMessage(problem.message, "en")]);
  }
  return [];
}

/** OIR-B1-1802's building code answered as the home cannot have it (decision 0048). */
describe("a home's inspection checked against the home", () => {
  it("refuses the Florida Building Code 2001 for a home built before 2002", () => {
    expect(refusal(home({ yearBuilt: 1975, roofYear: 2015 }, "fbc2001"))).toEqual([
      [
        "windMitigation.buildingCode",
        "A home built in 1975 cannot answer the Florida Building Code 2001: it governs homes built from 2002 (form OIR-B1-1802, question 1).",
      ],
    ]);
    expect(refusal(home({ yearBuilt: 2002 }, "fbc2001"))).toEqual([]);
  });

  it("takes the South Florida Building Code 1994 only in Miami-Dade and Broward, from 1994", () => {
    // Tampa (33606) is in Hillsborough County.
    expect(refusal(home({ yearBuilt: 1998 }, "sfbc1994"))[0]?.[1]).toMatch(/ZIP code 33606 is not there/);
    expect(refusal(home({ yearBuilt: 1998, zipCode: "33004" }, "sfbc1994"))).toEqual([]);
    expect(refusal(home({ yearBuilt: 1990, roofYear: 2015, zipCode: "33004" }, "sfbc1994"))[0]?.[1]).toMatch(
      /built in 1990/,
    );
  });

  it("names every problem at once, the tariff's with the inspection's", () => {
    const fields = refusal(home({ yearBuilt: 1975, roofYear: 1970 }, "fbc2001")).map(([field]) => field);
    expect(fields).toEqual(["roofYear", "windMitigation.buildingCode"]);
  });
});
