import type { Language } from "../../../shared/constants";
import { localeOf } from "../../../shared/format";
import type { WorksheetLine, WorksheetStepKey } from "../../../shared/rating";

/**
 * What a worksheet step does to the price, as an insured says it: "5% more",
 * "10% less", "no change", "60% off". The server's own words stay for the
 * steps that already read plainly (a rate per $1,000, a flat fee, rounding,
 * the total).
 */
export type PlainEffect =
  { key: "more" | "less" | "credit"; percent: string } | { key: "none" | "noCredit" } | { key: "asWorded" };

export function plainEffect(line: WorksheetLine, creditPercent: number, language: Language): PlainEffect {
  const percent = (value: number) =>
    new Intl.NumberFormat(localeOf[language], { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
  if (line.key === "hurricane.windMitigation") {
    return creditPercent > 0 ? { key: "credit", percent: percent(creditPercent) } : { key: "noCredit" };
  }
  if (line.factor === null || line.key.endsWith(".base")) return { key: "asWorded" };
  // Factors have at most three decimals, so the change is a whole tenth of a percent.
  const change = Math.round((line.factor - 1) * 1000) / 10;
  if (change === 0) return { key: "none" };
  return { key: change > 0 ? "more" : "less", percent: percent(Math.abs(change)) };
}

/** The part of a step's key that names what it reads ("roofAge" of "hurricane.roofAge"), which its hint is kept under. */
export const hintOf = (key: WorksheetStepKey) => key.split(".").at(-1)!;
