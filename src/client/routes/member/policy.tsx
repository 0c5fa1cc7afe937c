import { useMemberPolicy } from "../../features/member/api/get-member-policy";
import { MemberBilling } from "../../features/member/member-billing";
import type { MemberPageHandle } from "../../features/member/member-pages";
import { PolicyChanges } from "../../features/member/policy-changes";
import { PolicyNotice } from "../../features/member/policy-notice";
import { PolicyOverview } from "../../features/member/policy-overview";
import { PremiumWorksheet } from "../../features/member/premium-worksheet";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("memberPolicy");
export const handle: MemberPageHandle = { memberPage: "memberPolicy" };

/**
 * /members/account: what is coming first (a cancellation, the end of the
 * policy, a renewal), then the policy at a glance, its billing (what is due,
 * paying it, receipts), why a rated home's premium is what it is, then its
 * changes.
 */
export default function MemberPolicyPage() {
  const listed = useSelectedPolicy();
  const { data: policy = listed } = useMemberPolicy(listed);
  return (
    <div className="space-y-8">
      <PolicyNotice policy={policy} />
      <PolicyOverview policy={policy} />
      <MemberBilling policy={policy} />
      <PremiumWorksheet policy={policy} />
      <PolicyChanges policy={policy} />
    </div>
  );
}
