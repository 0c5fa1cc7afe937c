import { glFailureMessages } from "../../../../shared/gl-product";
import { i18next } from "../../../lib/i18n";
import { staffNs } from "../../../lib/staff-texts";

export type GlCall = keyof typeof glFailureMessages;

/**
 * SPEC §8's message for a failed GL call, in the page's language: what the
 * failure says when the answer carries no message of its own (the English is
 * the spec's, word for word).
 */
export const glFailure = (call: GlCall): string =>
  i18next.t(`glFailures.${call}`, { ns: staffNs, defaultValue: glFailureMessages[call] });
