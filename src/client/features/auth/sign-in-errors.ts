import type { TFunction } from "i18next";

interface AuthError {
  status?: number;
  data?: { retryAfterSeconds?: number } | null;
}

/**
 * One message per kind of failure. A wrong username, a wrong password, an
 * unknown account or a malformed username all read "Invalid username or
 * password", so the page never tells which part was wrong.
 */
export function signInErrorMessage(error: AuthError, t: TFunction): string {
  if (error.status === 429) {
    const seconds = error.data?.retryAfterSeconds ?? 60;
    return t("login.tooMany", { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  // 422: a username better-auth would never accept, which is just as wrong.
  if (error.status !== undefined && [400, 401, 403, 422].includes(error.status)) return t("login.invalid");
  return t("login.failed");
}
