import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { pathTo } from "../../../shared/routes";
import { QueryStates } from "../../components/lists/query-states";
import { RecordGate } from "../../components/lists/record-gate";
import { usePolicy } from "../../features/policies/api/get-policy";
import { PolicySubpageHeader } from "../../features/policies/policy-subpage-header";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { usePolicyInterests } from "../../features/policy-interests/api/policy-interests";
import { InterestsCard } from "../../features/policy-interests/interests-card";
import { MailingAddressCard } from "../../features/policy-interests/mailing-address-card";
import { PolicyLettersCard } from "../../features/mailings/policy-letters-card";
import { routeTitleMeta } from "../../lib/page-meta";
import { staffNs } from "../../lib/staff-texts";

export const meta = routeTitleMeta("policyInterests");

function InterestsForms({ policyId }: { policyId: string }) {
  const { t } = useTranslation(staffNs);
  const interests = usePolicyInterests(policyId);
  return (
    <QueryStates
      query={interests}
      texts={{ loading: t("interests.loading"), loadFailed: t("interests.loadFailed"), retry: t("common.retry") }}
    >
      {(current) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <MailingAddressCard policyId={policyId} current={current} />
          <InterestsCard policyId={policyId} current={current} />
        </div>
      )}
    </QueryStates>
  );
}

/** /policy/{policyId}/interests: where the policy's notices are mailed, who gets a copy, and what was mailed. */
export default function PolicyInterestsPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => (
        <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
          <PolicySubpageHeader policy={policy} title={t("interests.title", { number: policy.policyNumber })} />
          <p className="text-muted-foreground">{t("interests.lead")}</p>
          <InterestsForms policyId={policy.id} />
          <PolicyLettersCard policyId={policy.id} />
        </div>
      )}
    </RecordGate>
  );
}
