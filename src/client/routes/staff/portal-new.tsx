import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { todayInFlorida } from "../../../shared/calendar-date";
import { newPortalDefaults } from "../../../shared/portal";
import { pathTo } from "../../../shared/routes";
import { RecordCard } from "../../components/lists/facts";
import { useCreatePortal } from "../../features/portals/api/create-portal";
import { oneTermAfter, PortalForm } from "../../features/portals/portal-form";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("portalNew");

/**
 * New Portal (a "coming soon" alert in the spec): the form starts with the
 * defaults of SPEC §3 and §9; the company name is asked for, not pre-typed.
 * Saving opens the new portal.
 */
export default function NewPortalPage() {
  const { t } = useTranslation(staffNs);
  const navigate = useNavigate();
  const create = useCreatePortal();
  const effectiveDate = todayInFlorida();

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("policyDashboard")} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("portal.backToPortals")}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-primary">{t("portalForm.newTitle")}</h1>
        <p className="text-muted-foreground">{t("portalForm.newLead")}</p>
      </div>
      <RecordCard title={t("portal.information")}>
        <PortalForm
          initial={{
            ...newPortalDefaults,
            NameInsured: "",
            effectiveDate,
            expirationDate: oneTermAfter(effectiveDate),
          }}
          placeholders={{ NameInsured: newPortalDefaults.NameInsured }}
          followEffectiveDate
          submitLabel={t("portalForm.create")}
          onSubmit={async (values) => {
            const portal = await create.mutateAsync(values);
            toast.success(t("portalForm.created", { name: portal.QsmConfigName, id: portal.portalIdentity }));
            await navigate(pathTo("portalDetail", { portalIdentity: portal.portalIdentity }));
          }}
          onCancel={() => void navigate(pathTo("policyDashboard"))}
        />
      </RecordCard>
    </div>
  );
}
