import { useTranslation } from "react-i18next";
import { PermissionGate } from "../../components/permission-gate";
import { CatastropheForm } from "../../features/claim-file/catastrophe-form";
import { CatastropheList } from "../../features/claim-file/catastrophe-list";
import { CatastropheReportCard } from "../../features/claim-file/catastrophe-report";
import { claimFileNs } from "../../features/claim-file/claim-file-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("catastrophes");

/** /policy/claims/catastrophes: the storms recorded, recording one, and the claims by catastrophe and county. */
export default function CatastrophesPage() {
  const { t } = useTranslation(claimFileNs);
  return (
    <PermissionGate permission="claims.manage">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("catastrophes.title")}</h1>
          <p className="text-muted-foreground">{t("catastrophes.lead")}</p>
        </div>
        <CatastropheList />
        <CatastropheForm />
        <CatastropheReportCard />
      </div>
    </PermissionGate>
  );
}
