import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, isSupportedLanguage, storageKeys, type Language } from "../../shared/constants";
import en from "../locales/en/common.json";

/**
 * English ships with every page (prerendered HTML is English); Italian is
 * fetched only when chosen, so it costs English visitors nothing.
 */
const loaders: Record<Exclude<Language, "en">, () => Promise<{ default: typeof en }>> = {
  it: () => import("../locales/it/common.json"),
};

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ["en", "it"],
  defaultNS: "common",
  ns: ["common"],
  resources: { en: { common: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18next };

async function ensureLoaded(language: Language): Promise<void> {
  if (language === "en" || i18next.hasResourceBundle(language, "common")) return;
  const bundle = await loaders[language]();
  i18next.addResourceBundle(language, "common", bundle.default);
}

/** Switches the language, remembers it and updates <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKeys.language, language);
  } catch {
    // Storage can be blocked (private mode); the choice then lasts for this page.
  }
}

/** The stored choice, used only when it is a supported value (SPEC §1). */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(storageKeys.language);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
