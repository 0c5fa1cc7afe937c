import { useTranslation } from "react-i18next";
import { pathTo } from "../../../shared/routes";
import { PageHero } from "../../components/page/page-hero";
import { ClaimWizard } from "../../features/claims/claim-wizard";
import { registerNamespace } from "../../lib/i18n";
import { publicPageMeta, type PageHandle } from "../../lib/page-meta";
import en from "../../locales/en/claimWizard.json";

const ns = registerNamespace("claimWizard", en);
export const handle: PageHandle = { namespace: "common", metaKey: "pages.claimsFile" };
export const meta = publicPageMeta(pathTo("claimsFile"), handle);

/** SPEC §2 File a Claim wizard. */
export default function FileClaimPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <ClaimWizard ns={ns} />
      </div>
    </>
  );
}
