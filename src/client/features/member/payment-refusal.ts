import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api/api-client";

/** Why a payment could not start, in words the member can act on. */
export function paymentRefusal(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t("pay.errors.unreachable");
  if (error.status === 429) {
    return t("pay.errors.tooMany", { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  }
  if (error.status === 503) return t("pay.errors.unavailable");
  // 422: the policy cannot be paid online (nothing due, not active...): the server's words say which.
  if (error.status === 422) return error.message;
  return t("pay.errors.failed");
}
