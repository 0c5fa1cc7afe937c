import { useTranslation } from "react-i18next";
import type { MemberClaim } from "../../../shared/member";
import { Facts } from "../../components/lists/facts";
import { StatusBadge } from "../../components/lists/status-badge";
import { formatCalendarDate } from "../../lib/format-date";
import { ClaimFileUpload } from "./claim-file-upload";
import { ClaimHandling } from "./claim-handling";
import { ClaimLetters } from "./claim-letters";
import { ClaimProgress } from "./claim-progress";
import { memberNs } from "./member-texts";

/** One claim: its number, category, date of loss, where it stands, its timeline, its adjuster, what comes next by when, payments and letters. */
export function ClaimCard({ claim, policyId }: { claim: MemberClaim; policyId: string }) {
  const { t, i18n } = useTranslation(memberNs);
  const titleId = `claim-${claim.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {t("claims.number", { number: claim.claimNumber })}
        </h2>
        <StatusBadge status={claim.status} label={t(`claimStatus.${claim.status}`)} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {/* A wrapper, so the facts keep their height beside a longer timeline. */}
        <div>
          <Facts
            items={[
              [t("claims.category"), t(`claimCategory.${claim.category}`)],
              [t("claims.dateOfLoss"), formatCalendarDate(claim.dateOfLoss, i18n.language, "long")],
              [t("claims.reported"), formatCalendarDate(claim.createdAt, i18n.language, "long")],
              [t("claims.status"), t(`claimStatus.${claim.status}`)],
            ]}
          />
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold">{t("claims.timelineTitle")}</h3>
          <ClaimProgress claim={claim} />
        </div>
        <ClaimHandling claim={claim} />
        <ClaimLetters claim={claim} policyId={policyId} />
        {claim.status !== "closed" && (
          <ClaimFileUpload policyId={policyId} claimId={claim.id} claimNumber={claim.claimNumber} />
        )}
      </div>
    </article>
  );
}
