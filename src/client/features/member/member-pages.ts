import { CreditCard, FileText, Mail, ShieldAlert, ShieldCheck, type LucideIcon } from "lucide-react";
import type { RouteId } from "../../../shared/routes";

export type MemberPageId = Extract<
  RouteId,
  "memberPolicy" | "memberDocuments" | "memberClaims" | "memberPay" | "memberPreferences"
>;

/** What a member page exports as `handle`: the layout shows its heading (the page's one H1). */
export interface MemberPageHandle {
  memberPage: MemberPageId;
}

export function isMemberPageHandle(handle: unknown): handle is MemberPageHandle {
  return typeof handle === "object" && handle !== null && "memberPage" in handle;
}

/** The sub-navigation, in order; the policy page is active only on an exact match. */
export const memberPages: { id: MemberPageId; icon: LucideIcon; end: boolean }[] = [
  { id: "memberPolicy", icon: ShieldCheck, end: true },
  { id: "memberDocuments", icon: FileText, end: false },
  { id: "memberClaims", icon: ShieldAlert, end: false },
  { id: "memberPay", icon: CreditCard, end: false },
  { id: "memberPreferences", icon: Mail, end: false },
];
