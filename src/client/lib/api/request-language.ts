import type { Language } from "../../../shared/constants";

/**
 * The language the visitor chose (<html lang>, set by lib/i18n), sent with
 * every call as Accept-Language: the server answers its messages in it.
 */
export const pageLanguage = () => (typeof document === "undefined" ? "en" : document.documentElement.lang || "en");

export const languageHeader = () => ({ "accept-language": pageLanguage() });

/** Asks for an answer's words in this language, whatever <html lang> says at that moment (a query keyed by language). */
export const inLanguage = (language: Language) => ({ headers: { "accept-language": language } });
