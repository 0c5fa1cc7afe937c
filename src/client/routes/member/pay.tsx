import { MemberBilling } from "../../features/member/member-billing";
import type { MemberPageHandle } from "../../features/member/member-pages";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("memberPay");
export const handle: MemberPageHandle = { memberPage: "memberPay" };

/**
 * /members/account/pay: what is due and the ways to pay it, the same billing
 * the policy page shows, paid through the member's own payment endpoint.
 */
export default function MemberPayPage() {
  return <MemberBilling policy={useSelectedPolicy()} />;
}
