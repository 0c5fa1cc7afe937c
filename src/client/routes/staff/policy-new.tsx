import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { pathTo } from "../../../shared/routes";
import { emptyPolicyDraft, PolicyForm } from "../../features/policies/policy-form";
import { useCreatePolicy } from "../../features/policies/api/create-policy";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("policyNew");

/** SPEC §2 New policy form: validated on both sides, then the new policy's page. */
export default function NewPolicyPage() {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const create = useCreatePolicy();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyDashboard")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("policyDetail.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("policyForm.newTitle")}</h1>
        <p className="text-muted-foreground">{t("policyForm.newLead")}</p>
      </div>
      <div className="rounded-lg border border-border bg-surface p-6">
        <PolicyForm
          initial={emptyPolicyDraft}
          submitLabel={t("policyForm.create")}
          onSubmit={async (policy) => {
            const created = await create.mutateAsync(policy);
            toast.success(t("policyForm.created", { number: created.policyNumber }));
            await navigate(pathTo("policyDetail", { policyId: created.id }));
          }}
          onCancel={() => void navigate(pathTo("policyDashboard"))}
        />
      </div>
    </div>
  );
}
