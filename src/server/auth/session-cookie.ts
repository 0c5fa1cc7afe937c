import { createHmac, timingSafeEqual } from "node:crypto";

/** The value of one cookie in a `Cookie` header, URL-decoded; null when absent or undecodable. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The session token of a signed session cookie, as better-auth writes it
 * (`<token>.<base64 HMAC-SHA256 of the token under the auth secret>`), or
 * null when the cookie is missing or its signature is wrong. Checked with
 * node:crypto at once: better-auth's own check imports a WebCrypto key and
 * verifies asynchronously, which under load was a large part of every
 * signed-in request (decision 0037).
 */
export function sessionTokenOf(cookieHeader: string, cookieName: string, secret: string): string | null {
  const value = cookieValue(cookieHeader, cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
