/** Business constants of SPEC §9, in one place. */

export const supportedLanguages = ["en", "it"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "en";

export function isSupportedLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/** Browser storage keys: the two named by SPEC §1, the claim wizard's draft and the drafts kept when a session ends. */
export const storageKeys = {
  language: "language",
  theme: "theme",
  claimDraft: "sabal.claimDraft",
  /** What a guarded form held when the session ended (sessionStorage; components/form/form-drafts.ts). */
  formDrafts: "sabal.formDrafts",
} as const;

export const headerScrollThresholdPx = 20;
export const parallaxFactor = 0.5;

export const toastSettings = {
  visibleToasts: 3,
  durationMs: 4000,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
  swipeThresholdPx: 20,
} as const;

export const tooltipDelayMs = 700;

export const queryDefaults = {
  queryRetries: 3,
  mutationRetries: 0,
  cacheLifetimeMs: 5 * 60 * 1000,
} as const;

/** SPEC §9: retry delay min(1000 * 2^n, 30000) ms. */
export function queryRetryDelayMs(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export const apiTimeoutMs = 30_000;

/**
 * SPEC §9 configuration "session 3600000 ms": a staff or agent session signed
 * in without Remember me ends after this long without activity.
 */
export const sessionIdleTimeoutMs = 3_600_000;

export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 10;
export const maxPageButtons = 5;

/** SPEC §9: leadership bios are cut to this many characters before "Read More". */
export const leadershipBioPreviewChars = 200;

/** SPEC §9 marketing figures, shown on the agent pages. */
export const agentProgramFigures = {
  activeAgents: "500+",
  yearsExperience: "25+",
  agentSatisfaction: "98%",
  commissionsPaid: "$2M+",
} as const;

export const agentRequirementKeys = [
  "license",
  "experience",
  "salesRecord",
  "references",
  "customerService",
  "technology",
] as const;
