import { useTranslation } from "react-i18next";
import { mailNs } from "./mail-texts";

/** Beyond this many characters an error is cut to two lines, opened in full on demand. */
const shortError = 80;

export const opensInFull = (error: string | null) => (error?.length ?? 0) > shortError;

/**
 * What the mail server last said. A long one (a relay's whole refusal) is
 * cut to two lines that open to the full text: a native disclosure, so
 * keyboard and screen-reader users reach it as everyone else does.
 */
export function LastError({ error }: { error: string | null }) {
  const { t } = useTranslation(mailNs);
  if (!error) return <None />;
  if (!opensInFull(error)) return <p className="min-w-32 max-w-44 break-words">{error}</p>;
  return (
    <details className="group min-w-32 max-w-44">
      <summary className="cursor-pointer list-none rounded-md focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="line-clamp-2 break-words group-open:line-clamp-none">{error}</span>
        <span className="text-primary underline underline-offset-2 group-open:hidden">{t("lastError.show")}</span>
      </summary>
    </details>
  );
}

/**
 * An empty cell that says so to a screen reader, and shows a dash. Positioned,
 * so the hidden word stays inside the table's sideways scroll instead of
 * widening the page from where the cell sits.
 */
export function None() {
  const { t } = useTranslation(mailNs);
  return (
    <span className="relative">
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{t("common.none")}</span>
    </span>
  );
}
