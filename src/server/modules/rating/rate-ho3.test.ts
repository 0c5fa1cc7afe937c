import { describe, expect, it } from "vitest";
import { homeSchema, type HomeInput } from "../../../shared/rating";
import { HttpError } from "../../http-errors";
import { rateTableProblems } from "./check-rate-table";
import { rateHo3 } from "./rate-ho3";
import { bundledRateTable } from "./service";
import { demoMemberHome } from "../../db/seed/seed-member-household";

/** The demo member's home in Tampa: masonry, hip roof of 2019, inspected. */
export const tampaHome: HomeInput = demoMemberHome;

const rate = (home: HomeInput, day = "2026-06-01") => rateHo3(bundledRateTable, homeSchema.parse(home), day);

describe("rateHo3 on the bundled illustrative table", () => {
  it("passes its own checks", () => {
    expect(rateTableProblems(bundledRateTable)).toEqual([]);
  });

  it("prices the Tampa home at $2,400: $1,002 all other perils + $1,371 hurricane + $27 fees", () => {
    const rating = rate(tampaHome);
    expect(rating).toMatchObject({
      rateVersion: "FL-HO3-2026.1",
      illustrative: true,
      allOtherPerilsCents: 100_200,
      hurricaneCents: 137_100,
      feesCents: 2_700,
      totalCents: 240_000,
      // 62.6% in the table for these answers, capped at 60%.
      windMitigationCreditPercent: 60,
    });
    // $2.90 per $1,000 × 385 × territory 1.05 × protection class 0.95 × $1,000 deductible 0.90 = $1,001.78.
    const aop = rating.steps.filter((step) => step.part === "allOtherPerils");
    expect(aop.map((step) => step.amountCents)).toEqual([
      111_650, 117_233, 117_233, 117_233, 117_233, 111_371, 111_371, 111_371, 111_371, 100_234, 100_200,
    ]);
    expect(rating.steps.at(-1)).toMatchObject({ key: "total", amountCents: 240_000 });
  });

  it("charges a home without an inspection the least credit", () => {
    const rating = rate({ ...tampaHome, windMitigation: null });
    expect(rating.windMitigationCreditPercent).toBe(0);
    expect(rating.allOtherPerilsCents).toBe(100_200);
    expect(rating.hurricaneCents).toBeGreaterThan(137_100);
  });

  it("refuses what the table cannot rate, naming each field", () => {
    const refused = (() => {
      try {
        rate({ ...tampaHome, zipCode: "10001", roofYear: 2001, coverageA: 10_000 });
      } catch (error) {
        return error as HttpError;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused!.statusCode).toBe(422);
    expect(refused!.errors.map((problem) => problem.field).sort()).toEqual(["coverageA", "roofYear", "zipCode"]);
  });
});
