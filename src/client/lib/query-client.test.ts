import { describe, expect, it } from "vitest";
import { ApiError } from "./api/api-client";
import { createQueryClient } from "./query-client";

describe("query client", () => {
  it("uses the data-fetching settings of SPEC §9", () => {
    const defaults = createQueryClient().getDefaultOptions();
    const retry = defaults.queries?.retry as (count: number, error: Error) => boolean;
    expect([0, 1, 2, 3].map((count) => retry(count, new ApiError("Server error", 500)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(defaults.mutations?.retry).toBe(0);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    const retryDelay = defaults.queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 5, 10].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it("never asks again after a 401: the session has ended, and the app goes to sign in", () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: Error) => boolean;
    expect(retry(0, new ApiError("Sign in to continue.", 401))).toBe(false);
    expect(retry(0, new ApiError("The connection was lost.", 0))).toBe(true);
  });
});
