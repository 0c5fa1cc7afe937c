import type { Language } from "../../../shared/constants";
import { localeOf } from "../../../shared/format";

/** A credit as the page's language writes a percentage: 32.5 → "32.5%" ("32,5%" in Italian). */
export const formatPercent = (percent: number, language: Language) =>
  new Intl.NumberFormat(localeOf[language], { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);

/** Percentage points an improvement adds: 3.5 → "3.5" ("3,5" in Italian). */
export const formatPoints = (points: number, language: Language) =>
  new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 1 }).format(points);
