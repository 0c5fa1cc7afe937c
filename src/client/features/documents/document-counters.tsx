import { useTranslation } from "react-i18next";
import type { DocumentCounters as Counters } from "./api/list-recent-documents";

/** SPEC §2: Total Documents, Approved, Under Review, High Priority (High or Urgent). */
export function DocumentCounters({ ns, counters }: { ns: string; counters: Counters | undefined }) {
  const { t } = useTranslation(ns);
  const items = [
    { key: "total", value: counters?.total },
    { key: "approved", value: counters?.approved },
    { key: "underReview", value: counters?.underReview },
    { key: "highPriority", value: counters?.highPriority },
  ];
  return (
    <dl aria-label={t("documents.counters.label")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse rounded-lg border border-border bg-surface p-4">
          <dt className="text-sm text-muted-foreground">{t(`documents.counters.${item.key}`)}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={`counter-${item.key}`}>
            {item.value ?? "…"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
