import { storageKeys } from "../../../shared/constants";
import { getQueryClient } from "../query-client";

/**
 * Drops what this tab holds of a session that is over: every cached answer,
 * and, when the person signed out on purpose, the form input kept for them
 * (components/form/form-drafts.ts), so the next person at the computer finds
 * nothing of theirs. Call it once the signed-in area has been left, so no page
 * still watching a query asks for it again.
 */
export function forgetSessionData({ keepFormDrafts }: { keepFormDrafts: boolean }): void {
  getQueryClient().clear();
  if (keepFormDrafts) return;
  try {
    sessionStorage.removeItem(storageKeys.formDrafts);
  } catch {
    // Storage can be blocked (private mode): nothing was kept then.
  }
}
