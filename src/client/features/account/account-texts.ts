import { registerNamespace } from "../../lib/i18n";
import en from "../../locales/en/account.json";

/** The texts of a person's own account settings, shared by the staff account page and the member's preferences. */
export const accountNs = registerNamespace("account", en);
