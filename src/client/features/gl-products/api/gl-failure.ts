import type { answersEn } from "../../../../shared/messages/answers.en";
import { i18next } from "../../../lib/i18n";
import { staffNs } from "../../../lib/staff-texts";

export type GlCall = keyof (typeof answersEn)["glProduct"]["failed"];

/**
 * SPEC §8's message for a failed GL call, in the page's language: what the
 * failure says when the answer carries no message of its own (the English is
 * the spec's, word for word, as the server's catalog has it).
 */
export const glFailure = (call: GlCall): string => i18next.t(`glFailures.${call}`, { ns: staffNs });
