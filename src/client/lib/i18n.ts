import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, isSupportedLanguage, storageKeys, type Language } from "../../shared/constants";
import common from "../locales/en/common.json";

/**
 * Texts live in namespaces: `common` (header, footer, shared words) and one per
 * page. English ships inside each page's own chunk, so prerendered HTML has it
 * and a page never downloads another page's texts; other languages are fetched
 * per namespace, only once chosen.
 */
type Bundle = Record<string, unknown>;
type OtherLanguage = Exclude<Language, "en">;

const italianModules = import.meta.glob<Bundle>("../locales/it/*.json", { import: "default" });

function byNamespace(modules: Record<string, () => Promise<Bundle>>): Record<string, () => Promise<Bundle>> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/(.+)\.json$/, "$1"), load]),
  );
}

const loaders: Record<OtherLanguage, Record<string, () => Promise<Bundle>>> = {
  it: {
    ...byNamespace(italianModules),
    // The messages of the shared schemas' checks (lib/check-text.ts), from the server's catalog.
    checks: () => import("../../shared/messages/checks.it").then(({ checksIt }) => checksIt as Bundle),
  },
};

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ["en", "it"],
  defaultNS: "common",
  ns: ["common"],
  resources: { en: { common } },
  interpolation: { escapeValue: false },
  initAsync: false,
  // Re-render when a namespace arrives after the page has already shown.
  react: { bindI18nStore: "added" },
});

export { i18next };

async function ensureLoaded(language: Language, namespace: string): Promise<void> {
  if (language === "en" || i18next.hasResourceBundle(language, namespace)) return;
  const load = loaders[language][namespace];
  if (!load) return;
  i18next.addResourceBundle(language, namespace, await load());
}

/**
 * Called at the top of a page module with its English texts. When another
 * language is active, that language's texts are fetched right away.
 */
export function registerNamespace(namespace: string, english: Bundle): string {
  if (!i18next.hasResourceBundle("en", namespace)) i18next.addResourceBundle("en", namespace, english);
  const language = i18next.language;
  if (isSupportedLanguage(language) && language !== "en") void ensureLoaded(language, namespace);
  return namespace;
}

/** Switches the language, remembers it and updates <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  const namespaces = Object.keys(i18next.store.data.en ?? {});
  await Promise.all(namespaces.map((namespace) => ensureLoaded(language, namespace)));
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
