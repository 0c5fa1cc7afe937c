import { createAuthClient } from "better-auth/client";
import { twoFactorClient, usernameClient } from "better-auth/client/plugins";
import type { CurrentUser } from "../../../shared/account";
import type { Envelope } from "../../../shared/api";

/** better-auth's browser client for /api/auth (same origin, so the session cookie rides along). */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [usernameClient(), twoFactorClient()],
});

/** The signed-in user with their permissions, or null when nobody is signed in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const response = await fetch("/api/me", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  return ((await response.json()) as Envelope<CurrentUser | null>).data;
}
