import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ClaimFile } from "../../../shared/claim-file";
import { can } from "../../../shared/permissions";
import { pathTo } from "../../../shared/routes";
import { RecordCard } from "../../components/lists/facts";
import { StatusBadge } from "../../components/lists/status-badge";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { AdjusterCard } from "./adjuster-card";
import { claimFileNs } from "./claim-file-texts";
import { ClocksCard } from "./clocks-card";
import { CoverageCard } from "./coverage-card";
import { HandlingCard } from "./handling-card";
import { LettersCard } from "./letters-card";
import { Payments } from "./payments";
import { ReportedCard } from "./reported-card";
import { Reserves } from "./reserves-card";

/**
 * The claim file (decision 0047): the coverage check, the clocks, the
 * adjuster, reserves and payments net of the deductible, the decision, the
 * letters and what was reported. What the user may change follows their
 * role: an adjuster works their claim; a claims manager also assigns,
 * approves payments above an adjuster's authority and overrides the
 * coverage check.
 */
export function ClaimFileView({ file }: { file: ClaimFile }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const { role } = useCurrentUser();
  const mayWrite = can(role, "claims.write");
  const mayManage = can(role, "claims.manage");
  const day = (iso: string) => formatCalendarDate(iso, language);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={pathTo("claimsRegister")} className="text-primary underline underline-offset-2">
        {t("back")}
      </Link>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-primary">{t("title", { number: file.claimNumber })}</h1>
        <p className="text-muted-foreground">
          {t("lead", {
            policy: file.policyNumber,
            category: file.reported.category,
            dateOfLoss: day(file.dateOfLoss),
            receivedOn: day(file.receivedOn),
          })}
        </p>
        <p className="flex items-center gap-2">
          <span className="font-medium">{t("status")}</span>
          <StatusBadge status={file.status} label={t(`statuses.${file.status}`)} />
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2 *:min-w-0">
        <CoverageCard file={file} mayOverride={mayManage} />
        <ClocksCard deadlines={file.deadlines} />
        <AdjusterCard file={file} mayAssign={mayManage} />
        <HandlingCard file={file} mayWrite={mayWrite} />
      </div>
      <RecordCard title={t("reserves.title")}>
        <Reserves file={file} mayWrite={mayWrite} />
        <Payments file={file} mayWrite={mayWrite} mayApprove={mayManage} />
      </RecordCard>
      <div className="grid gap-6 lg:grid-cols-2 *:min-w-0">
        <LettersCard file={file} />
        <ReportedCard file={file} />
      </div>
    </div>
  );
}
