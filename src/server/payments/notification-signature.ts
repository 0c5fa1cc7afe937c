import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The payment portal's signature on a notification it sends us
 * (docs/decisions/0011): HMAC-SHA256 with the shared secret over
 * `<timestamp>.<body exactly as sent>`, base64url. Signing the timestamp
 * with the body makes an old notification useless to whoever recorded it:
 * past the tolerance it is refused, and a new timestamp breaks the signature.
 */
export function notificationSignature(rawBody: Buffer | string, timestamp: string, secret: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("base64url");
}

export type NotificationCheck = "valid" | "badSignature" | "stale";

export interface SignedDelivery {
  /** The request body's bytes, before any parsing; undefined when there was no JSON body. */
  rawBody: Buffer | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

const unixSeconds = /^\d{1,12}$/;

/** Whether a delivery is signed with `secret` and was signed within `toleranceSeconds` of `nowMs`. */
export function checkNotification(
  { rawBody, timestamp, signature }: SignedDelivery,
  secret: string,
  toleranceSeconds: number,
  nowMs = Date.now(),
): NotificationCheck {
  if (rawBody === undefined || !timestamp || !signature || !unixSeconds.test(timestamp)) return "badSignature";
  const expected = Buffer.from(notificationSignature(rawBody, timestamp, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "badSignature";
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= toleranceSeconds ? "valid" : "stale";
}
