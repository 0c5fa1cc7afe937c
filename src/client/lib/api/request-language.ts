/**
 * The language the visitor chose (<html lang>, set by lib/i18n), sent with
 * every call as Accept-Language: the server answers its messages in it.
 */
export const pageLanguage = () => (typeof document === "undefined" ? "en" : document.documentElement.lang || "en");

export const languageHeader = () => ({ "accept-language": pageLanguage() });
