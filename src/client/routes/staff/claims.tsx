import { useTranslation } from "react-i18next";
import { ClaimsRegister } from "../../features/claims-register/claims-register";
import { PermissionGate } from "../../components/permission-gate";
import { staffNs } from "../../lib/staff-texts";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("claimsRegister");

/** Every claim reported through the wizard, for the claims team. */
export default function ClaimsPage() {
  const { t } = useTranslation(staffNs);
  return (
    <PermissionGate permission="claims.read">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-primary">{t("claims.title")}</h1>
          <p className="text-muted-foreground">{t("claims.lead")}</p>
        </div>
        <ClaimsRegister />
      </div>
    </PermissionGate>
  );
}
