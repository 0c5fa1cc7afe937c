import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What travels to the payment portal and back: which payment, how much, until
 * when, and where to come back to, signed with the secret we share with the
 * portal (HMAC-SHA256). The portal cannot be told another amount, and we
 * cannot be told a payment succeeded by anyone but the portal.
 */
export interface CheckoutReference {
  paymentId: string;
  amountCents: number;
  currency: "USD";
  /** Milliseconds since the epoch. */
  expiresAt: number;
  returnUrl: string;
}

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url");

function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<payload base64url>.<signature>` */
export function signReference(reference: CheckoutReference, secret: string): string {
  const payload = Buffer.from(JSON.stringify(reference)).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** The reference when the signature is ours (expired or not: the caller decides), else null. */
export function readReference(token: string, secret: string): CheckoutReference | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined || !sameMac(mac(secret, payload), signature)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<CheckoutReference>;
    if (typeof value.paymentId !== "string" || typeof value.amountCents !== "number") return null;
    if (typeof value.expiresAt !== "number" || typeof value.returnUrl !== "string" || value.currency !== "USD") {
      return null;
    }
    return value as CheckoutReference;
  } catch {
    return null;
  }
}

/** The portal's signature on its answer: over the reference and the outcome. */
export const outcomeSignature = (token: string, status: "completed" | "failed", secret: string) =>
  mac(secret, `${token}|${status}`);

export function isOutcomeSigned(token: string, status: "completed" | "failed", sig: string, secret: string): boolean {
  return sameMac(outcomeSignature(token, status, secret), sig);
}
