import { homeAfterSignIn, type Role } from "../../../shared/permissions";

/**
 * A return path from `?next=`, only when it stays on this site: an absolute
 * or protocol-relative URL would make the sign-in page an open redirect.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}

/**
 * Where a user goes once signed in. Staff and agents return to `?next=` (when
 * it stays on this site) or their home. A member goes to the member portal:
 * back to `next` only when it is a member page, never into the staff area.
 */
export function pathAfterSignIn(role: Role, next: string | null): string {
  const back = safeReturnPath(next);
  if (role !== "member") return back ?? homeAfterSignIn[role];
  const portal = homeAfterSignIn.member;
  return back === portal || back?.startsWith(`${portal}/`) || back?.startsWith(`${portal}?`) ? back : portal;
}
