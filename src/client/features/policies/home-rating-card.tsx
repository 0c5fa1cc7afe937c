import { Calculator } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Home } from "../../../shared/rating";
import { pathTo } from "../../../shared/routes";
import { RecordCard } from "../../components/lists/facts";
import { ErrorState, LoadingState } from "../../components/lists/query-states";
import { HomeFacts } from "../../components/rating/home-facts";
import { RatingSummary } from "../../components/rating/rating-summary";
import { WorksheetTable } from "../../components/rating/worksheet-table";
import { Button } from "../../components/ui/button";
import { usePageLanguage } from "../../hooks/use-page-language";
import { isNotFound } from "../../lib/api/retry-rules";
import { staffNs } from "../../lib/staff-texts";
import { usePolicyRating } from "./api/get-policy-rating";

/**
 * A rated home's card on the policy page: what it is rated on (a draft's with
 * Re-quote), and its current price with the worksheet that makes it (behind a
 * disclosure, so the page stays short until it is asked for).
 */
export function HomeRatingCard({ policyId, home, draft }: { policyId: string; home: Home; draft: boolean }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const rating = usePolicyRating(policyId, language);
  return (
    <RecordCard title={t("homeRating.title")}>
      <HomeFacts home={home} />
      {/* A draft's home is quoted again on the quick quote and saved back; an issued one's changes by endorsement. */}
      {draft && (
        <Button asChild variant="outline">
          <Link to={`${pathTo("quickQuote")}?policyId=${encodeURIComponent(policyId)}`}>
            <Calculator aria-hidden="true" />
            {t("homeRating.requote")}
          </Link>
        </Button>
      )}
      <div className="space-y-4 border-t border-border pt-4" data-testid="policy-rating">
        <h3 className="text-lg font-semibold">{t("homeRating.currentPrice")}</h3>
        {rating.isPending ? (
          <LoadingState label={t("homeRating.loading")} />
        ) : rating.isError ? (
          isNotFound(rating.error) ? (
            <p className="text-muted-foreground">{t("homeRating.notRated")}</p>
          ) : (
            <ErrorState
              title={t("homeRating.loadFailed")}
              message={rating.error.message}
              retryLabel={t("common.retry")}
              onRetry={() => void rating.refetch()}
            />
          )
        ) : (
          <>
            <RatingSummary rating={rating.data} />
            <details className="group space-y-3">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary underline-offset-2 hover:underline">
                {t("homeRating.worksheet")}
              </summary>
              <WorksheetTable rating={rating.data} />
            </details>
          </>
        )}
      </div>
    </RecordCard>
  );
}
