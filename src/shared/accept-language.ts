import { defaultLanguage, isSupportedLanguage, type Language } from "./constants";

/**
 * The language a request asks for, from its Accept-Language header: the
 * first supported tag by the header's own weights ("it-IT;q=0.9" counts as
 * Italian), English when none is supported or the header is absent. The site
 * sends the visitor's chosen language; a program may send its own.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const tags = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], quality: weight ? Number(weight) : 1, order };
    })
    .filter((tag) => tag.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return tags.map((tag) => tag.base).find(isSupportedLanguage) ?? defaultLanguage;
}
