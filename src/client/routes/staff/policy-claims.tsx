import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { ClaimsRegister } from "../../features/claims-register/claims-register";
import { usePolicy } from "../../features/policies/api/get-policy";
import { PolicySubpageHeader } from "../../features/policies/policy-subpage-header";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyClaims");

/** /policy/{policyId}/claims: the claims reported on one policy. */
export default function PolicyClaimsPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => (
        <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
          <PolicySubpageHeader policy={policy} title={t("claims.ofPolicy", { number: policy.policyNumber })} />
          <ClaimsRegister policyId={policy.id} />
        </div>
      )}
    </RecordGate>
  );
}
