import { describe, expect, it } from "vitest";
import type { WorksheetLine } from "../../../shared/rating";
import { hintOf, plainEffect } from "./plain-effect";

const line = (key: WorksheetLine["key"], factor: number | null): WorksheetLine => ({
  key,
  part: "hurricane",
  name: "",
  value: "",
  effect: "",
  factor,
  amountCents: 0,
});

describe("plainEffect", () => {
  it("says a factor as the share it adds or takes off, to a tenth of a percent, in the reader's language", () => {
    expect(plainEffect(line("hurricane.coastBand", 1.15), 60, "en")).toEqual({ key: "more", percent: "15%" });
    expect(plainEffect(line("aop.protectionClass", 0.95), 60, "en")).toEqual({ key: "less", percent: "5%" });
    expect(plainEffect(line("aop.territory", 1.055), 60, "it")).toEqual({ key: "more", percent: "5,5%" });
    expect(plainEffect(line("aop.construction", 1), 60, "en")).toEqual({ key: "none" });
  });

  it("says the wind credit by the rating's percent, and no credit when there is none", () => {
    expect(plainEffect(line("hurricane.windMitigation", 0.4), 60, "en")).toEqual({ key: "credit", percent: "60%" });
    expect(plainEffect(line("hurricane.windMitigation", 1), 0, "it")).toEqual({ key: "noCredit" });
  });

  it("keeps the server's words for a base rate, a fee, rounding and the total", () => {
    for (const key of ["aop.base", "fees.policyFee", "aop.rounded", "total"] as const) {
      expect(plainEffect(line(key, key === "aop.base" ? 2.9 : null), 60, "en")).toEqual({ key: "asWorded" });
    }
  });

  it("keeps a step's hint under what it reads, shared by both parts", () => {
    expect(hintOf("hurricane.roofAge")).toBe("roofAge");
    expect(hintOf("aop.roofAge")).toBe("roofAge");
    expect(hintOf("total")).toBe("total");
  });
});
