import { describe, expect, it } from "vitest";
import { tableCreditPercent } from "../../src/server/modules/rating/wind-mitigation-credit";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { uninspected, windMitigationOptions, type WindCredit, type WindMitigation } from "../../src/shared/rating";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";

const url = "/api/rating/wind-mitigation";

/** The last (best) answer of every question. */
const best = Object.fromEntries(
  Object.entries(windMitigationOptions).map(([question, options]) => [question, options.at(-1)]),
) as WindMitigation;

/** An ordinary older home: some protection, room to improve on every question an owner can change. */
const midway: WindMitigation = {
  buildingCode: "sfbc1994",
  roofCovering: "notCompliant",
  roofDeckAttachment: "B",
  roofToWall: "clips",
  roofShape: "hip",
  secondaryWaterResistance: "no",
  openingProtection: "basic",
};

// The public calculator of the Wind Mitigation page: no account, no personal data.
describe("POST /api/rating/wind-mitigation", () => {
  const api = useApi();
  const credit = async (body: object): Promise<WindCredit> => {
    const response = await api.call("anonymous", "POST", url, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it("answers an anonymous visitor, with the rate version it used and whether its numbers are illustrative", async () => {
    const answer = await credit(midway);
    expect(answer.rateVersion).toBe(bundledRateTable.version);
    expect(answer.illustrative).toBe(bundledRateTable.illustrative);
    expect(answer.creditPercent).toBeGreaterThan(answer.uninspectedCreditPercent);
    expect(answer.creditPercent).toBeLessThan(answer.maxCreditPercent);
    expect(answer.improvements.length).toBeGreaterThan(0);
  });

  it("answers an outside program that sends no Origin, no cookie and no key (comparative raters)", async () => {
    const response = await api.program(null, "POST", url, midway);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(await credit(midway));
  });

  it("refuses an impossible answer with 400, naming the field", async () => {
    const response = await api.call("anonymous", "POST", url, { ...midway, roofDeckAttachment: "E" });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(["roofDeckAttachment"]);
  });

  it("refuses a missing answer and an unknown one, each named", async () => {
    const { roofToWall: _left, ...sixAnswers } = midway;
    const missing = await api.call("anonymous", "POST", url, sixAnswers);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(["roofToWall"]);

    // Personal data has no place in the body: a field the form does not have is refused, not ignored.
    const extra = await api.call("anonymous", "POST", url, { ...midway, ownerName: "Ada Lovelace" });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().errors)).toContain("ownerName");
  });

  it("words the refusal in the caller's language", async () => {
    const english = await api.call("anonymous", "POST", url, { ...midway, openingProtection: "plywood" });
    const italian = await api.call(
      "anonymous",
      "POST",
      url,
      { ...midway, openingProtection: "plywood" },
      { headers: { "accept-language": "it" } },
    );
    expect(italian.statusCode).toBe(400);
    expect(fieldsOf(italian.json())).toEqual(["openingProtection"]);
    expect(italian.json().message).not.toBe(english.json().message);
  });

  it("gives the all-worst answers the credit of a home nobody inspected", async () => {
    const answer = await credit(uninspected);
    expect(answer.creditPercent).toBe(answer.uninspectedCreditPercent);
    // The worst answers of the form are what "no inspection" is rated as: the least credit there is.
    const better = await credit({ ...uninspected, openingProtection: "hurricane" });
    expect(better.creditPercent).toBeGreaterThanOrEqual(answer.uninspectedCreditPercent);
  });

  it("lists, for each thing an owner can change, every better answer; none adds a negative amount", async () => {
    for (const answers of [uninspected, midway, { ...best, roofToWall: "toeNails" as const }]) {
      const answer = await credit(answers);
      for (const improvement of answer.improvements) {
        expect(improvement.addsPercent, `${improvement.question} → ${improvement.answer}`).toBeGreaterThanOrEqual(0);
        expect(improvement.creditPercent).toBeCloseTo(answer.creditPercent + improvement.addsPercent, 5);
        expect(improvement.creditPercent).toBeLessThanOrEqual(answer.maxCreditPercent);
        const options = windMitigationOptions[improvement.question] as readonly string[];
        expect(options.indexOf(improvement.answer)).toBeGreaterThan(options.indexOf(answers[improvement.question]));
      }
    }
    // The building code and the roof's shape are what the home was built with: never offered as improvements.
    const questions = new Set((await credit(uninspected)).improvements.map((improvement) => improvement.question));
    expect(questions).toEqual(
      new Set(["roofCovering", "roofDeckAttachment", "roofToWall", "secondaryWaterResistance", "openingProtection"]),
    );
    // Nothing left to improve: an empty list, not an error.
    expect((await credit(best)).improvements).toEqual([]);
  });

  it("never gives more than the cap, even where the table's own figure is higher", async () => {
    const wind = bundledRateTable.windMitigation;
    const tableFigure = tableCreditPercent(wind, best);
    // The bundled table sets its best combination above the cap, so the cap is what this test sees working.
    expect(tableFigure).toBeGreaterThan(wind.maxCreditPercent);

    const answer = await credit(best);
    expect(answer.maxCreditPercent).toBe(wind.maxCreditPercent);
    expect(answer.creditPercent).toBe(answer.maxCreditPercent);
    const nearlyBest = await credit({ ...best, openingProtection: "basic" });
    const shutters = nearlyBest.improvements.find((improvement) => improvement.answer === "hurricane")!;
    expect(shutters.creditPercent).toBe(answer.maxCreditPercent);
  });
});
