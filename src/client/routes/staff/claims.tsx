import { useTranslation } from "react-i18next";
import { ClaimsRegister } from "../../features/claims-register/claims-register";
import { StaffScreen } from "../../components/layout/staff-screen";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claimsRegister");

/** Every claim reported through the wizard, for the claims team. */
export default function ClaimsPage() {
  const { t } = useTranslation(staffNs);
  return (
    <StaffScreen permission="claims.read" title={t("claims.title")} lead={t("claims.lead")}>
      <ClaimsRegister />
    </StaffScreen>
  );
}
