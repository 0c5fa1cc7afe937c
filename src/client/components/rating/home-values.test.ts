import { describe, expect, it } from "vitest";
import {
  homeChangesSchema,
  homeSchema,
  windMitigationOptions,
  windMitigationQuestions,
  type Home,
} from "../../../shared/rating";
import { answerOrder, emptyHomeValues, homeChangesOf, homeOf, homeValuesOf } from "./home-values";

const tampa: Home = homeSchema.parse({
  coverageA: 385_000,
  yearBuilt: 2004,
  construction: "masonry",
  roofYear: 2019,
  zipCode: "33606",
  protectionClass: 3,
  aopDeductible: 1000,
  hurricaneDeductible: "2%",
  windMitigation: {
    buildingCode: "fbc2001",
    roofCovering: "compliant",
    roofDeckAttachment: "C",
    roofToWall: "clips",
    roofShape: "hip",
    secondaryWaterResistance: "no",
    openingProtection: "none",
  },
});

describe("a home's form values", () => {
  it("give back the home they were made from", () => {
    expect(homeSchema.parse(homeOf(homeValuesOf(tampa)))).toEqual(tampa);
    const uninspected = { ...tampa, windMitigation: null };
    expect(homeSchema.parse(homeOf(homeValuesOf(uninspected)))).toEqual(uninspected);
  });

  it("send no inspection as null, whatever answers the hidden fields still hold", () => {
    const values = { ...homeValuesOf(tampa), inspected: "no" as const };
    expect(homeOf(values).windMitigation).toBeNull();
  });

  it("leave nothing typed as something the schema refuses, never as 0", () => {
    const result = homeSchema.safeParse(homeOf(emptyHomeValues));
    expect(result.success).toBe(false);
    const refused = result.error!.issues.map((issue) => issue.path.join("."));
    expect(refused).toEqual(
      expect.arrayContaining(["coverageA", "yearBuilt", "construction", "roofYear", "zipCode", "protectionClass"]),
    );
    // The schema's default shares of Coverage A are chosen already.
    expect(refused).not.toContain("otherStructuresPercent");
  });
});

describe("an endorsement's home changes", () => {
  it("are empty when nothing changed", () => {
    expect(homeChangesOf(tampa, homeValuesOf(tampa))).toEqual({});
  });

  it("carry only what changed, numbers as numbers", () => {
    const values = { ...homeValuesOf(tampa), roofYear: "2026", zipCode: " 33606 " };
    expect(homeChangesOf(tampa, values)).toEqual({ roofYear: 2026 });
  });

  it("replace the inspection whole when one answer changes (shutters added)", () => {
    const values = homeValuesOf(tampa);
    values.windMitigation.openingProtection = "hurricane";
    const changes = homeChangesOf(tampa, values);
    expect(changes).toEqual({ windMitigation: { ...tampa.windMitigation, openingProtection: "hurricane" } });
    expect(homeChangesSchema.parse(changes)).toEqual(changes);
  });

  it("send null when the inspection is taken away, and the answers when one is added", () => {
    expect(homeChangesOf(tampa, { ...homeValuesOf(tampa), inspected: "no" })).toEqual({ windMitigation: null });
    const uninspected = { ...tampa, windMitigation: null };
    expect(homeChangesOf(uninspected, homeValuesOf(tampa))).toEqual({ windMitigation: tampa.windMitigation });
  });
});

describe("the answers' order on screen", () => {
  it("offers every answer the schema takes, each once", () => {
    for (const question of windMitigationQuestions) {
      expect([...answerOrder[question]].sort(), question).toEqual([...windMitigationOptions[question]].sort());
    }
  });
});
