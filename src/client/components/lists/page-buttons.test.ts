import { describe, expect, it } from "vitest";
import { pageButtons } from "./page-buttons";

describe("pager buttons", () => {
  it("shows every page up to five", () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("never shows more than five numbered buttons, keeping the first and the last", () => {
    expect(pageButtons(1, 7)).toEqual([1, 2, 3, 4, "ellipsis-end", 7]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, "ellipsis-end", 7]);
    expect(pageButtons(4, 7)).toEqual([1, "ellipsis-start", 3, 4, 5, "ellipsis-end", 7]);
    expect(pageButtons(5, 7)).toEqual([1, "ellipsis-start", 4, 5, 6, 7]);
    expect(pageButtons(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(pageButtons(20, 20)).toEqual([1, "ellipsis-start", 17, 18, 19, 20]);
    for (let total = 6; total < 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const buttons = pageButtons(current, total);
        expect(buttons.filter((button) => typeof button === "number").length).toBeLessThanOrEqual(5);
        expect(buttons).toContain(current);
        expect(buttons[0]).toBe(1);
        expect(buttons.at(-1)).toBe(total);
      }
    }
  });
});
