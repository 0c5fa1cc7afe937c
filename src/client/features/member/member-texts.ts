import { registerNamespace } from "../../lib/i18n";
import en from "../../locales/en/memberArea.json";

/** The member portal's texts: one namespace, loaded with the portal's code (not on public pages). */
export const memberNs = registerNamespace("memberArea", en);
