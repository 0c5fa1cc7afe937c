import { i18next } from "../i18n";

/**
 * What a call says when the server's own words are missing, in the page's
 * language: it could not be reached (offline, timed out), or it answered
 * without an envelope (a proxy's error page).
 */
export const unreachableText = () => i18next.t("errors.unreachable");
export const noAnswerText = (status: number) => i18next.t("errors.failed", { status });
