import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { ButtonLink } from "../../components/page/button-link";
import { memberNs } from "./member-texts";

/** A signed-in staff member or agent: these pages are the policyholders' own. */
export function NotForStaff() {
  const { t } = useTranslation(memberNs);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold text-primary">{t("notForStaff.title")}</h1>
      <p className="text-lg">{t("notForStaff.body")}</p>
      <ButtonLink to={pathTo("policyDashboard")} size="lg">
        {t("notForStaff.link")}
      </ButtonLink>
    </div>
  );
}
