import type { SecretMailKind } from "../../../shared/mail";
import { memberLinkLifetimeMinutes } from "../../../shared/member";
import { emailChangeLinkLifetimeMinutes } from "../../../shared/own-account";
import { passwordLinkLifetimeMinutes } from "../../../shared/password-policy";

/**
 * How long the link each secret kind carries works, as better-auth is told
 * (auth/auth.ts). The link's token is made when its message is written, so
 * it expires that long after the message's `createdAt`.
 */
const linkLifetimeMinutes: Record<SecretMailKind, number> = {
  "password-reset": passwordLinkLifetimeMinutes,
  // An invitation is a reset link with its own words (auth/invitation.ts).
  "account-invitation": passwordLinkLifetimeMinutes,
  "member-sign-in-link": memberLinkLifetimeMinutes,
  "email-change-link": emailChangeLinkLifetimeMinutes,
};

/** Sent again with less than this left, the link would likely expire before the person opens it. */
const minutesWorthSending = 5;

/**
 * Whether a message's link has expired, or nearly, so sending it again would
 * only deliver a dead link. With the default eight attempts (about an hour
 * of back-off) every failed message with a link is past this; it matters
 * with fewer attempts (MAIL_MAX_ATTEMPTS).
 */
export function linkExpired(kind: SecretMailKind, createdAt: Date, now: Date): boolean {
  const expiresAt = createdAt.getTime() + linkLifetimeMinutes[kind] * 60_000;
  return expiresAt - now.getTime() < minutesWorthSending * 60_000;
}
