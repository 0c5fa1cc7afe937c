/**
 * The claim wizard's draft, kept on this device so that a reload resumes it.
 * Shared: the wizard (features/claims) fills it in and the member portal
 * (features/member) starts one with what the policy already tells.
 */

import { storageKeys } from "../../shared/constants";
import type { ClaimPhoto } from "../../shared/claim";

export type YesNo = "Yes" | "No" | "";

/**
 * What the user has answered so far: the SPEC §3 claim with every value still
 * a string (choices start empty), and the photos already uploaded.
 */
export interface ClaimAnswers {
  member: { firstName: string; lastName: string; policyNumber: string };
  loss: {
    dateOfLoss: string;
    category: string;
    notifierFirstName: string;
    notifierLastName: string;
    notifierEmail: string;
    relationshipToMember: string;
  };
  location: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    lossDetails: string;
    isHomeHabitable: YesNo;
  };
  exposures: {
    dwellingDamaged: YesNo;
    otherStructuresDamaged: YesNo;
    personalPropertyDamaged: YesNo;
    additionalLivingExpenses: YesNo;
  };
  photos: ClaimPhoto[];
}

/** The answers and the step the user is on. */
export interface ClaimDraft extends ClaimAnswers {
  step: 1 | 2 | 3 | 4;
}

export type DraftSection = "member" | "loss" | "location" | "exposures";

export const emptyDraft: ClaimDraft = {
  step: 1,
  member: { firstName: "", lastName: "", policyNumber: "" },
  loss: {
    dateOfLoss: "",
    category: "",
    notifierFirstName: "",
    notifierLastName: "",
    notifierEmail: "",
    relationshipToMember: "",
  },
  location: { address1: "", address2: "", city: "", state: "", zip: "", lossDetails: "", isHomeHabitable: "" },
  exposures: {
    dwellingDamaged: "",
    otherStructuresDamaged: "",
    personalPropertyDamaged: "",
    additionalLivingExpenses: "",
  },
  photos: [],
};

/**
 * The draft is kept in the browser (localStorage) so a reload or a closed tab
 * resumes where the user was; it is removed once the claim is acknowledged.
 * Storage may be blocked or full: the wizard then simply works without it.
 */
export function loadDraft(): ClaimDraft | null {
  try {
    const saved = localStorage.getItem(storageKeys.claimDraft);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Partial<ClaimDraft>;
    // Merged over the empty draft, so a draft saved by an older version still fits.
    return {
      step: parsed.step && parsed.step >= 1 && parsed.step <= 4 ? parsed.step : 1,
      member: { ...emptyDraft.member, ...parsed.member },
      loss: { ...emptyDraft.loss, ...parsed.loss },
      location: { ...emptyDraft.location, ...parsed.location },
      exposures: { ...emptyDraft.exposures, ...parsed.exposures },
      photos: Array.isArray(parsed.photos) ? parsed.photos : [],
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: ClaimDraft): void {
  try {
    localStorage.setItem(storageKeys.claimDraft, JSON.stringify(draft));
  } catch {
    // Blocked or full storage: the draft lasts as long as the page.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(storageKeys.claimDraft);
  } catch {
    // Nothing was saved.
  }
}
