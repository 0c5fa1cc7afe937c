import type { CurrentUser } from "../../../shared/account";
import { apiRequest } from "./api-client";

/** GET /api/me: the signed-in user with their permissions, or null when nobody is signed in. */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return apiRequest<CurrentUser | null>("/api/me");
}
