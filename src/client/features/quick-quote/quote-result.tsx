import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { RatingSummary } from "../../components/rating/rating-summary";
import { WorksheetTable } from "../../components/rating/worksheet-table";
import { staffNs } from "../../lib/staff-texts";
import { CreateDraftDialog, type QuoteAccount } from "./create-draft-dialog";
import type { Quote, SaveTo } from "./quote";
import { SaveToDraft } from "./save-to-draft";

/**
 * The price of the home as quoted: the premium and its parts, its worksheet,
 * and "Create draft policy". Once the inputs change it says so, and the draft
 * waits for a quote of what is on screen.
 */
export function QuoteResult({
  quote,
  stale,
  headingRef,
  saveTo,
  account,
  onHomeRefused,
}: {
  quote: Quote;
  stale: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A re-quote: the quoted home goes back to this draft instead of making a new one. */
  saveTo?: SaveTo;
  /** The insured account the draft will belong to. */
  account?: QuoteAccount;
  /** The draft was refused for the home's inputs: marks them on the quote's form; answers whether any was. */
  onHomeRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation(staffNs);
  return (
    <section
      aria-labelledby="quick-quote-result"
      className="space-y-6 rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid="quick-quote-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="quick-quote-result" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {t("quickQuote.resultTitle")}
        </h2>
        {!stale &&
          (saveTo ? (
            <SaveToDraft quote={quote} saveTo={saveTo} onHomeRefused={onHomeRefused} />
          ) : (
            <CreateDraftDialog quote={quote} account={account} onHomeRefused={onHomeRefused} />
          ))}
      </div>
      {stale && (
        <p role="status" className="rounded-md border border-border bg-sand px-4 py-3 font-medium">
          {t("quickQuote.stale")}
        </p>
      )}
      <RatingSummary rating={quote.rating} />
      <p className="text-muted-foreground">{t("quickQuote.nothingStored")}</p>
      <div className="space-y-3">
        <h3 className="text-xl font-semibold">{t("quickQuote.worksheet")}</h3>
        <WorksheetTable rating={quote.rating} />
      </div>
    </section>
  );
}
