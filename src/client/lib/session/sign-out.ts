import { pathTo } from "../../../shared/routes";
import { authClient } from "../api/auth-client";

export type SignOutScope = "thisDevice" | "otherDevices" | "everywhere";

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
  if (result.error) throw new Error(result.error.message ?? "sign-out failed");
  return scope === "otherDevices" ? null : pathTo("agentsLogin");
}
