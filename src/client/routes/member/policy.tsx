import { useMemberPolicy } from "../../features/member/api/get-member-policy";
import type { MemberPageHandle } from "../../features/member/member-pages";
import { PolicyOverview } from "../../features/member/policy-overview";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("memberPolicy");
export const handle: MemberPageHandle = { memberPage: "memberPolicy" };

/** /members/account: the member's policy at a glance. */
export default function MemberPolicyPage() {
  const listed = useSelectedPolicy();
  const { data: policy = listed } = useMemberPolicy(listed);
  return <PolicyOverview policy={policy} />;
}
