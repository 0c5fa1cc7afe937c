import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Policy } from "../../../shared/policy";
import { pathTo } from "../../../shared/routes";
import { staffNs } from "../../lib/staff-texts";

/** The top of a page under a policy (its documents, its claims): the way back, the title and the insured. */
export function PolicySubpageHeader({ policy, title }: { policy: Policy; title: string }) {
  const { t } = useTranslation(staffNs);
  return (
    <>
      <Link
        to={pathTo("policyDetail", { policyId: policy.id })}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-primary"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("policyForm.backToPolicy", { number: policy.policyNumber })}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{title}</h1>
        <p className="text-muted-foreground">{policy.insuredName}</p>
      </div>
    </>
  );
}
