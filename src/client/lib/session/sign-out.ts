import { pathTo } from "../../../shared/routes";
import { authClient } from "../api/auth-client";

export type SignOutScope = "thisDevice" | "otherDevices" | "everywhere";

/**
 * Answers that mean the session is already over (SPEC §8: sign-out ignores
 * 401, 403 and 404): signing out then still clears the tab and leaves.
 */
export const alreadySignedOut = (status: number | undefined) => status === 401 || status === 403 || status === 404;

/**
 * The three sign-out scopes: this device, every other device (this one stays
 * signed in), or every device. Resolves with where to go next, or null to stay.
 */
export async function signOut(scope: SignOutScope): Promise<string | null> {
  const result =
    scope === "thisDevice"
      ? await authClient.signOut()
      : scope === "otherDevices"
        ? await authClient.revokeOtherSessions()
        : await authClient.revokeSessions();
  if (result.error) {
    if (!alreadySignedOut(result.error.status)) throw new Error(result.error.message ?? "sign-out failed");
    // This device's session is over too, whatever the scope asked for.
    return pathTo("agentsLogin");
  }
  return scope === "otherDevices" ? null : pathTo("agentsLogin");
}
