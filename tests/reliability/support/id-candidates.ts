import { randomUUID } from "node:crypto";
import type { AgentBook } from "./agent-book";

/** The numbered identifiers the database hands out, each with its format (migrations 0002, 0003). */
const numberFormats = [
  { pattern: /^SRE-(\d+)$/, format: (n: number) => `SRE-${String(n).padStart(7, "0")}` },
  { pattern: /^PRT-(\d+)$/, format: (n: number) => `PRT-${String(n).padStart(6, "0")}` },
  { pattern: /^ACC-(\d+)$/, format: (n: number) => `ACC-${String(n).padStart(6, "0")}` },
  {
    pattern: /^CLM-\d{4}-(\d+)$/,
    format: (n: number) => `CLM-${new Date().getFullYear()}-${String(n).padStart(6, "0")}`,
  },
];

/** 1 to a few past the highest of the given numbers (at least 1 to 10). */
const rangeAround = (numbers: number[]) => Array.from({ length: Math.max(5, ...numbers) + 5 }, (_, index) => index + 1);

const numberIn = (identifier: string) => Number(identifier.match(/(\d+)$/)?.[1] ?? 0);

/**
 * Every id a curious caller might try against a route: the book's own row
 * keys and numbers, every number of each sequence from 1 to a few past the
 * highest the book holds, plain integers over the widest of those ranges,
 * UUID-shaped guesses (nil, all-ones, random), and a record of each kind in
 * other case.
 */
export function idCandidates(book: AgentBook): string[] {
  const keys = Object.values(book.ids).flat();
  const sequences = numberFormats.map(({ pattern, format }) => {
    const seen = book.numbers.filter((identifier) => pattern.test(identifier));
    return { seen, tried: rangeAround(seen.map(numberIn)).map(format) };
  });
  const guesses = [
    ...keys,
    ...book.numbers,
    ...sequences.flatMap(({ tried }) => tried),
    ...rangeAround(book.numbers.map(numberIn)).map(String),
    "0",
    "-1",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    randomUUID(),
    // One record of each kind in other case: a case-blind lookup would still find it.
    ...Object.values(book.ids).flatMap((ids) => ids.slice(0, 1).map((key) => key.toUpperCase())),
    ...sequences.flatMap(({ seen }) => seen.slice(0, 1).map((identifier) => identifier.toLowerCase())),
  ];
  return [...new Set(guesses)];
}

/** Whether an id names one of the book's records (by row key or number, as the routes accept them). */
export function namesBookRecord(book: AgentBook, id: string): boolean {
  // Without case: a route that matched ids loosely would reach the record through a variant too.
  const wanted = id.trim().toLowerCase();
  return [...Object.values(book.ids).flat(), ...book.numbers].some((known) => known.toLowerCase() === wanted);
}
