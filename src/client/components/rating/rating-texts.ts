import { registerNamespace } from "../../lib/i18n";
import en from "../../locales/en/homeRating.json";

/**
 * The words of a home's rating screens (its fields, worksheet and facts): a
 * namespace of their own, so the staff area and the member portal load the
 * same words with the same components.
 */
export const homeRatingNs = registerNamespace("homeRating", en);
