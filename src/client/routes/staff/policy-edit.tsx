import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { RecordGate } from "../../components/lists/record-gate";
import { draftOfPolicy, PolicyForm } from "../../features/policies/policy-form";
import { useUpdatePolicy } from "../../features/policies/api/update-policy";
import { usePolicy } from "../../features/policies/api/get-policy";
import { policyRecordTexts } from "../../features/policies/policy-record-texts";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyEdit");

function EditPolicy({ policy }: { policy: Policy }) {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const update = useUpdatePolicy(policy.id);
  const detail = pathTo("policyDetail", { policyId: policy.id });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={detail} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("policyForm.backToPolicy", { number: policy.policyNumber })}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">
          {t("policyForm.editTitle", { number: policy.policyNumber })}
        </h1>
        <p className="text-muted-foreground">{t("policyForm.editLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <PolicyForm
          initial={draftOfPolicy(policy)}
          submitLabel={t("policyForm.save")}
          // The form does not show endorsements: they stay as they are.
          onSubmit={async ({ endorsements: _kept, ...change }) => {
            await update.mutateAsync(change);
            toast.success(t("policyForm.saved", { number: policy.policyNumber }));
            await navigate(detail);
          }}
          onCancel={() => void navigate(detail)}
        />
      </div>
    </div>
  );
}

/** /policy/{policyId}/edit, linked from the policy's page: every field but the number. */
export default function PolicyEditPage() {
  const { t } = useTranslation(staffNs);
  const { policyId = "" } = useParams();
  return (
    <RecordGate query={usePolicy(policyId)} texts={policyRecordTexts(t)} backTo={pathTo("policyDashboard")}>
      {(policy) => <EditPolicy policy={policy} />}
    </RecordGate>
  );
}
