import { defaultLanguage, isSupportedLanguage, type Language } from "../../shared/constants";
import { en } from "./en";
import { it } from "./it";

/** A catalog's shape: en.ts's keys, each a text. Another language leaving one out fails the typecheck. */
type Shape<T> = { [Key in keyof T]: T[Key] extends string ? string : Shape<T[Key]> };
export type Catalog = Shape<typeof en>;

export const catalogs: Record<Language, Catalog> = { en, it };

/** The texts of one language. */
export const textsFor = (language: Language): Catalog => catalogs[language];

/** A text with its `{{name}}` marks filled in; a mark without a value is a bug in the caller, so it throws. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{(\w+)}}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in "${text}"`);
    return String(value);
  });
}

/** A stored value as a reader sees it; one the catalog does not know (a value added since) shows as stored. */
export const labelOf = (labels: Record<string, string>, value: string): string => labels[value] ?? value;

/** A language read from the database; none, or one the site no longer offers, reads as the default. */
export const storedLanguage = (stored: string | null | undefined): Language =>
  isSupportedLanguage(stored) ? stored : defaultLanguage;
