import { describe, expect, it } from "vitest";
import { windMitigationOptions, windMitigationQuestions } from "../../../shared/rating";
import { textsFor } from "../../texts/catalog";
import { homeChangeRows } from "./rated-home-pdf";
import { sampleHome } from "../../../../tests/support/sample-notices";

describe("homeChangeRows", () => {
  const en = textsFor("en").transactionDocuments;
  const it_ = textsFor("it").transactionDocuments;

  it("words each changed input, before and after, and skips what an endorsement repeats unchanged", () => {
    const rows = homeChangeRows(
      sampleHome,
      {
        coverageA: 410_000,
        construction: "frame",
        yearBuilt: sampleHome.yearBuilt,
        hurricaneDeductible: "5%",
        aopDeductible: 2500,
        personalPropertyPercent: 70,
      },
      en,
      "en",
    );
    expect(rows).toEqual([
      ["Dwelling (Coverage A)", "$385,000", "$410,000"],
      ["Construction", "Masonry", "Frame"],
      ["All-other-perils deductible", "$1,000", "$2,500"],
      ["Hurricane deductible", "2% of Coverage A", "5% of Coverage A"],
      ["Personal property (Coverage C)", "50% of Coverage A", "70% of Coverage A"],
    ]);
  });

  it("lists only the inspection's answers that changed, in the reader's language", () => {
    const windMitigation = { ...sampleHome.windMitigation!, roofToWall: "doubleWraps" as const };
    expect(homeChangeRows(sampleHome, { windMitigation }, it_, "it")).toEqual([
      ["Mitigazione del vento: collegamento tetto-muri", "Staffe", "Fascette doppie"],
    ]);
  });

  it("shows a home gaining or losing its inspection answer by answer against no inspection", () => {
    const uninspected = { ...sampleHome, windMitigation: null };
    const gained = homeChangeRows(uninspected, { windMitigation: sampleHome.windMitigation }, en, "en");
    expect(gained).toHaveLength(7);
    expect(gained.every(([, before]) => before === "No inspection")).toBe(true);
    expect(gained).toContainEqual([
      "Wind mitigation: opening protection",
      "No inspection",
      "Hurricane-rated on every opening",
    ]);

    const lost = homeChangeRows(sampleHome, { windMitigation: null }, en, "en");
    expect(lost.map(([, , after]) => after)).toEqual(Array(7).fill("No inspection"));
    expect(lost).toContainEqual(["Wind mitigation: roof shape", "Hip roof", "No inspection"]);
  });

  it("has a word for every answer the form offers, in both languages", () => {
    for (const words of [en, it_]) {
      for (const question of windMitigationQuestions) {
        const answers: Record<string, string> = words.windMitigation.answers[question];
        for (const answer of windMitigationOptions[question]) {
          expect(answers[answer], `${question}.${answer}`).toBeTruthy();
        }
      }
    }
  });
});
