import { describe, expect, it } from "vitest";
import type { RateVersion } from "../../../shared/rating";
import { inForce } from "./in-force";

const version = (
  name: string,
  newBusinessFrom: string,
  renewalFrom: string,
  loadedAt = "2026-01-01T00:00:00Z",
): RateVersion => ({
  id: name,
  version: name,
  illustrative: true,
  note: "",
  newBusinessFrom,
  renewalFrom,
  loadedAt,
  loadedBy: null,
  loadedByName: null,
});

// Newest first, as GET /api/rating/versions answers.
const versions = [
  version("2027.1", "2027-01-01", "2027-03-01"),
  version("2026.2", "2026-07-01", "2026-09-01"),
  version("2026.1", "2026-01-01", "2026-01-01"),
];

describe("the rate version in force", () => {
  it("is the latest whose day has come, for new business and renewals apart", () => {
    expect(inForce(versions, "2026-08-15", "newBusinessFrom")?.version).toBe("2026.2");
    expect(inForce(versions, "2026-08-15", "renewalFrom")?.version).toBe("2026.1");
    expect(inForce(versions, "2027-02-01", "renewalFrom")?.version).toBe("2026.2");
  });

  it("starts on its day, not the day after", () => {
    expect(inForce(versions, "2027-01-01", "newBusinessFrom")?.version).toBe("2027.1");
  });

  it("is the last loaded of two starting the same day", () => {
    const correction = version("2026.2b", "2026-07-01", "2026-09-01", "2026-06-20T12:00:00Z");
    expect(inForce([...versions, correction], "2026-08-15", "newBusinessFrom")?.version).toBe("2026.2b");
    expect(inForce([correction, ...versions], "2026-08-15", "newBusinessFrom")?.version).toBe("2026.2b");
  });

  it("is none before the first version", () => {
    expect(inForce(versions, "2025-12-31", "newBusinessFrom")).toBeNull();
  });
});
