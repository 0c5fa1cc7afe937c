import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { ClaimsRegister } from "../../features/claims-register/claims-register";
import { usePolicy } from "../../features/policies/policy-queries";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { staffNs } from "../../features/staff/staff-texts";
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
          <Link
            to={pathTo("policyDetail", { policyId: policy.id })}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t("policyForm.backToPolicy", { number: policy.policyNumber })}
          </Link>
          <div className="space-y-1">
            <h1 className="text-3xl font-bold text-primary">{t("claims.ofPolicy", { number: policy.policyNumber })}</h1>
            <p className="text-muted-foreground">{policy.insuredName}</p>
          </div>
          <ClaimsRegister policyId={policy.id} />
        </div>
      )}
    </RecordGate>
  );
}
