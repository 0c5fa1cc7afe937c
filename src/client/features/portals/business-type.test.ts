import { Briefcase, Cpu, Factory, HardHat, Stethoscope, Truck } from "lucide-react";
import { describe, expect, it } from "vitest";
import { portalBusinessTypes } from "../../../shared/portal";
import { businessTypeIcon, defaultBusinessTypeIcon } from "./business-type";

describe("portal business type icons (SPEC §9)", () => {
  it("gives each of the five business types its own icon", () => {
    expect(businessTypeIcon("Manufacturing")).toBe(Factory);
    expect(businessTypeIcon("Technology Services")).toBe(Cpu);
    expect(businessTypeIcon("Transportation & Logistics")).toBe(Truck);
    expect(businessTypeIcon("Healthcare Services")).toBe(Stethoscope);
    expect(businessTypeIcon("Construction")).toBe(HardHat);
    const icons = portalBusinessTypes.filter((type) => type !== "General").map(businessTypeIcon);
    expect(new Set(icons).size).toBe(5);
    expect(icons).not.toContain(defaultBusinessTypeIcon);
  });

  it("gives General and any other value the default icon", () => {
    expect(defaultBusinessTypeIcon).toBe(Briefcase);
    for (const other of ["General", "LLC", "Corporation", "", "manufacturing"]) {
      expect(businessTypeIcon(other)).toBe(defaultBusinessTypeIcon);
    }
  });
});
