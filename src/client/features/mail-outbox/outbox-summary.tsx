import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageLanguage } from "../../hooks/use-page-language";
import { cn } from "../../lib/cn";
import { formatFloridaMoment } from "../../lib/format-date";
import { useOutboxSummary } from "./api/get-outbox-summary";
import { None } from "./last-error";
import { mailNs } from "./mail-texts";

function Figure({ label, children, alert = false }: { label: string; children: ReactNode; alert?: boolean }) {
  return (
    <div className={cn("space-y-1 rounded-lg border bg-surface px-4 py-3", alert ? "border-alert" : "border-border")}>
      <dt
        className={cn("flex items-center gap-1 text-sm", alert ? "font-semibold text-alert" : "text-muted-foreground")}
      >
        {alert && <TriangleAlert aria-hidden="true" className="size-4" />}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What waits and what failed, above the list and whatever its filters: the
 * first thing to look at when someone says an e-mail never came.
 */
export function OutboxSummaryFigures() {
  const { t } = useTranslation(mailNs);
  const language = usePageLanguage();
  const summary = useOutboxSummary();
  if (summary.isError) return <p role="alert">{t("summary.loadFailed")}</p>;
  const counts = summary.data;
  const number = (value: number | undefined) => (
    <span className="text-2xl font-bold tabular-nums">{value === undefined ? "…" : value}</span>
  );
  return (
    <section aria-label={t("summary.label")}>
      <dl className="grid gap-3 sm:grid-cols-3" aria-busy={summary.isPending}>
        <Figure label={t("summary.waiting")}>
          <p data-testid="mail-waiting">{number(counts?.waiting)}</p>
          {!!counts?.retrying && <p className="text-sm">{t("summary.retrying", { count: counts.retrying })}</p>}
        </Figure>
        <Figure label={t("summary.failed")} alert={!!counts?.failed}>
          <p data-testid="mail-failed">{number(counts?.failed)}</p>
          {!!counts?.failed && (
            <Link to="?status=failed" className="text-sm font-medium text-primary underline underline-offset-2">
              {t("summary.showFailed")}
            </Link>
          )}
        </Figure>
        <Figure label={t("summary.oldest")}>
          <p className="font-semibold">
            {counts?.oldestWaitingAt ? formatFloridaMoment(counts.oldestWaitingAt, language) : counts && <None />}
          </p>
        </Figure>
      </dl>
    </section>
  );
}
