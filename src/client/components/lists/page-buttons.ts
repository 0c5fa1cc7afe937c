export type PageButton = number | "ellipsis-start" | "ellipsis-end";

/**
 * SPEC §4/§9 pager: at most five numbered buttons. With more pages, the first
 * and last stay reachable and an ellipsis stands for the pages left out.
 *   7 pages, on 1:   1 2 3 4 … 7
 *   20 pages, on 10: 1 … 9 10 11 … 20
 *   20 pages, on 20: 1 … 17 18 19 20
 */
export function pageButtons(current: number, total: number, maxButtons = 5): PageButton[] {
  if (total <= maxButtons) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), total);
  if (page <= maxButtons - 2) {
    return [...Array.from({ length: maxButtons - 1 }, (_, index) => index + 1), "ellipsis-end", total];
  }
  if (page >= total - (maxButtons - 3)) {
    return [
      1,
      "ellipsis-start",
      ...Array.from({ length: maxButtons - 1 }, (_, index) => total - maxButtons + 2 + index),
    ];
  }
  const around = maxButtons - 2;
  const start = page - Math.floor((around - 1) / 2);
  return [1, "ellipsis-start", ...Array.from({ length: around }, (_, index) => start + index), "ellipsis-end", total];
}
