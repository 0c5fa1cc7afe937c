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
  const namespace = matches.map((match) => match.handle).findLast(isPageHandle)?.namespace;
  const language = i18n.language;

  useEffect(() => {
    if (!namespace) return;
    const apply = () => {
      document.title = titleFor(namespace);
      document.querySelector('meta[name="description"]')?.setAttribute("content", descriptionFor(namespace));
    };
    apply();
    // The page's own texts may arrive a moment after the language switch.
    i18n.store.on("added", apply);
    return () => i18n.store.off("added", apply);
  }, [namespace, language, i18n]);
}
