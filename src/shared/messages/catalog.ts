import type { Language } from "../constants";
import { answersEn } from "./answers.en";
import { answersIt } from "./answers.it";
import { checksEn } from "./checks.en";
import { checksIt } from "./checks.it";
import type { KeysOf, Translation } from "./translation";

/**
 * The message catalog: every message the server sends to a person, in each
 * language (docs/decisions/0028-server-messages-in-both-languages.md). Two
 * parts with keys of their own: the checks of the shared schemas (`check.…`,
 * also shown by the forms) and the server's answers (everything else).
 */
export const english = { ...checksEn, ...answersEn };
export type English = typeof english;

export const catalogs: Record<Language, Translation<English>> = {
  en: english,
  it: { ...checksIt, ...answersIt },
};

/** A message's key: its dotted place in the catalog ("claim.notFound"). */
export type MessageKey = KeysOf<English>;
