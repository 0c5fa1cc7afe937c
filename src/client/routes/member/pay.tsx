import type { MemberPageHandle } from "../../features/member/member-pages";
import { PayNow } from "../../features/member/pay-now";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("memberPay");
export const handle: MemberPageHandle = { memberPage: "memberPay" };

/** /members/account/pay: pay the premium on the secure payment portal. */
export default function MemberPayPage() {
  return <PayNow policy={useSelectedPolicy()} />;
}
