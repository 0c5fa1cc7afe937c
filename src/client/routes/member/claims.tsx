import { useTranslation } from "react-i18next";
import { ClaimsList } from "../../features/member/claims-list";
import { FileClaimButton } from "../../features/member/file-claim-button";
import type { MemberPageHandle } from "../../features/member/member-pages";
import { memberNs } from "../../features/member/member-texts";
import { useSelectedPolicy } from "../../features/member/selected-policy";
import { company } from "../../lib/company";
import { routeTitleMeta } from "../../lib/page-meta";

export const meta = routeTitleMeta("memberClaims");
export const handle: MemberPageHandle = { memberPage: "memberClaims" };

/** /members/account/claims: every claim with its timeline, and a new claim started with the member's details. */
export default function MemberClaimsPage() {
  const { t } = useTranslation(memberNs);
  const policy = useSelectedPolicy();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-surface p-6">
        <div className="max-w-[60ch] space-y-1">
          <p className="font-semibold">{t("claims.newTitle")}</p>
          <p className="text-muted-foreground">
            {t("claims.newBody", { phone: company.phones.claimsHotline.display })}
          </p>
        </div>
        <FileClaimButton policy={policy} />
      </div>
      <ClaimsList policy={policy} />
    </div>
  );
}
