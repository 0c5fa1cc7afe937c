import { useTranslation } from "react-i18next";
import type { ClaimStatusEvent } from "../../../shared/claim";
import { ErrorState, LoadingState } from "../../components/lists/query-states";
import { StatusBadge } from "../../components/lists/status-badge";
import { formatMoment } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { useClaimTimeline } from "./api/get-claim-timeline";

/** A claim's status changes, oldest first, with who made each and the note the insured was sent. */
export function ClaimTimeline({ claimId, claimNumber }: { claimId: string; claimNumber: string }) {
  const { t, i18n } = useTranslation(staffNs);
  const timeline = useClaimTimeline(claimId);
  const who = (event: ClaimStatusEvent) => event.changedByName ?? t("claims.timeline.claimant");
  return (
    <section aria-label={t("claims.timeline.label", { number: claimNumber })} className="space-y-2">
      <h3 className="font-semibold">{t("claims.timeline.title")}</h3>
      {timeline.data ? (
        <ol className="space-y-3 border-l-2 border-border pl-4">
          {timeline.data.map((event, index) => (
            <li key={`${event.changedAt}-${index}`} className="space-y-1">
              <p>
                <StatusBadge status={event.status} label={t(`claimStatus.${event.status}`)} />
              </p>
              <p className="text-sm text-muted-foreground">
                {t("claims.timeline.by", { when: formatMoment(event.changedAt, i18n.language), who: who(event) })}
              </p>
              {event.note && <p className="text-sm whitespace-pre-line">{event.note}</p>}
            </li>
          ))}
        </ol>
      ) : timeline.isError ? (
        <ErrorState
          title={t("claims.timeline.loadFailed")}
          message={timeline.error.message}
          retryLabel={t("common.retry")}
          onRetry={() => void timeline.refetch()}
        />
      ) : (
        <LoadingState label={t("common.loading")} />
      )}
    </section>
  );
}
