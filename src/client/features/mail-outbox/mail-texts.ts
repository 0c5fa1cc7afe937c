import { registerNamespace } from "../../lib/i18n";
import en from "../../locales/en/staffMail.json";

/** The Mail screen's words: a namespace of its own, loaded only with that screen. */
export const mailNs = registerNamespace("staffMail", en);
