import { useTranslation } from "react-i18next";
import type { Ho3Rating } from "../../../shared/rating";
import { RatingSummary } from "../../components/rating/rating-summary";
import { WorksheetTable } from "../../components/rating/worksheet-table";
import { staffNs } from "../../lib/staff-texts";

/**
 * A rated home's price after a transaction, with its worksheet: in full on
 * the quote (what is about to be issued), behind a disclosure in the list.
 */
export function TransactionRating({ rating, collapsed = false }: { rating: Ho3Rating; collapsed?: boolean }) {
  const { t } = useTranslation(staffNs);
  if (collapsed) {
    return (
      <details className="space-y-3" data-testid="transaction-rating">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary underline-offset-2 hover:underline">
          {t("transactions.ratingWorksheet")}
        </summary>
        <WorksheetTable rating={rating} />
      </details>
    );
  }
  return (
    <section aria-labelledby="transaction-rating" className="space-y-4" data-testid="transaction-rating">
      <h4 id="transaction-rating" className="text-lg font-semibold">
        {t("transactions.ratingAfter")}
      </h4>
      <RatingSummary rating={rating} />
      <WorksheetTable rating={rating} />
    </section>
  );
}
