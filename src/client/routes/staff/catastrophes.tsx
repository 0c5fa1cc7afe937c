import { useTranslation } from "react-i18next";
import { StaffScreen } from "../../components/layout/staff-screen";
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
    <StaffScreen permission="claims.manage" title={t("catastrophes.title")} lead={t("catastrophes.lead")}>
      <CatastropheList />
      <CatastropheForm />
      <CatastropheReportCard />
    </StaffScreen>
  );
}
