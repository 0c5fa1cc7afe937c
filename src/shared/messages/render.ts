import type { Language } from "../constants";
import { catalogs } from "./catalog";
import type { Message, MessageKey, ParameterValue } from "./message";
import { textAt } from "./translation";

/** Whether a text is a key of the catalog (what a schema's check or an error carries), not words. */
export const isMessageKey = (text: string): text is MessageKey => textAt(catalogs.en, text) !== undefined;

function fill(text: string, params: Record<string, ParameterValue>, language: Language): string {
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value !== "object") return String(value);
    return renderMessage("params" in value ? value : value.key, language);
  });
}

/**
 * A message in a language, its parameters filled in. Text that is not a key
 * of the catalog (a library's own words, a message not yet moved into the
 * catalog) is answered as it is.
 */
export function renderMessage(said: Message | string, language: Language): string {
  const { key, params } = typeof said === "string" ? { key: said, params: {} } : said;
  const text = textAt(catalogs[language], key) ?? textAt(catalogs.en, key);
  return text === undefined ? key : fill(text, params, language);
}
