import { useTranslation } from "react-i18next";
import { checksEn } from "../../shared/messages/checks.en";
import { textAt } from "../../shared/messages/translation";
import { registerNamespace } from "./i18n";

/**
 * The checks of the shared schemas carry keys of the message catalog
 * (src/shared/messages), not words: here they are a namespace of their own,
 * English with the forms, Italian fetched once chosen, like every page's texts.
 */
export const checksNs = registerNamespace("checks", checksEn);

/** Words for a check's message in the page's language; anything that is not a catalog key stays as it is. */
export function useCheckText(): (text: string) => string {
  const { t } = useTranslation(checksNs);
  return (text) => (textAt(checksEn, text) === undefined ? text : t(text));
}
