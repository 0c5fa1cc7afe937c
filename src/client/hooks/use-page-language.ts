import { useTranslation } from "react-i18next";
import { defaultLanguage, isSupportedLanguage, type Language } from "../../shared/constants";

/** The page's language as the API and the money formats take it. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
