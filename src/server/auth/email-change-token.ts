/** An e-mail change a confirmation link carries: whose, from which address, to which. */
export interface EmailChangeClaim {
  userId: string;
  from: string;
  to: string;
}

/**
 * Reads the change out of better-auth's e-mail change token (a signed JWT:
 * `email`, `updateTo`, `userId`). Only for a token better-auth has just
 * verified and acted on: this does not check the signature.
 */
export function emailChangeOfToken(token: unknown): EmailChangeClaim | null {
  if (typeof token !== "string") return null;
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const { email, updateTo, userId } = claims;
    if (typeof email !== "string" || typeof updateTo !== "string" || typeof userId !== "string") return null;
    return { userId, from: email, to: updateTo };
  } catch {
    return null;
  }
}
