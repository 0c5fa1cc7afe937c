import { registerNamespace } from "./i18n";
import en from "../locales/en/staffBilling.json";

/**
 * The words of billing's staff screens: a policy's billing card,
 * refunds due, the delinquency list and the premium reports. A namespace of
 * their own, loaded only with those screens.
 */
export const billingNs = registerNamespace("staffBilling", en);
