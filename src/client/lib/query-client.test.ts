import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("query client", () => {
  it("uses the data-fetching settings of SPEC §9", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(3);
    expect(defaults.mutations?.retry).toBe(0);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    const retryDelay = defaults.queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 5, 10].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
