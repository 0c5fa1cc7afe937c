import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { descriptionFor, titleFor, type PageHandle } from "../lib/page-meta";

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as PageHandle).namespace === "string";
}

/**
 * Prerendered titles and descriptions are English; when the visitor reads in
 * another language, this keeps <title> and the description in that language.
 */
export function useLocalizedMeta(): void {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isPageHandle);
  const namespace = handle?.namespace;
  const metaKey = handle?.metaKey;
  const language = i18n.language;

  useEffect(() => {
    if (!namespace) return;
    const page = { namespace, metaKey };
    const apply = () => {
      document.title = titleFor(page);
      document.querySelector('meta[name="description"]')?.setAttribute("content", descriptionFor(page));
    };
    apply();
    // The page's own texts may arrive a moment after the language switch.
    i18n.store.on("added", apply);
    return () => i18n.store.off("added", apply);
  }, [namespace, metaKey, language, i18n]);
}
