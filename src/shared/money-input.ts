import { z } from "zod";
import type { Language } from "./constants";
import { message } from "./messages/message";

/** How each language writes an amount: its thousands and decimal separators. */
const separators: Record<Language, { thousands: string; decimal: string }> = {
  en: { thousands: ",", decimal: "." },
  it: { thousands: ".", decimal: "," },
};
const escaped = (character: string) => `\\${character}`;

/**
 * An amount a person typed in dollars, as their language writes it ("1,250.50",
 * "1.250,50"), in cents; null when it is not one. Thousands separators are
 * optional but must group by three; a dollar sign, "USD" and spaces are
 * ignored; at most two decimals.
 */
export function centsFromDollars(typed: string, language: Language): number | null {
  const { thousands, decimal } = separators[language];
  const text = typed.replace(/[\s$\u00a0]|USD/g, "");
  const pattern = new RegExp(`^(\\d+|\\d{1,3}(?:${escaped(thousands)}\\d{3})+)(?:${escaped(decimal)}(\\d{1,2}))?$`);
  const match = pattern.exec(text);
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll(thousands, "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A form field of dollars in `language`, checked as centsFromDollars reads it. */
export const dollarsField = (language: Language) =>
  z
    .string()
    .trim()
    .refine((typed) => centsFromDollars(typed, language) !== null, message("check.money.dollars"));
