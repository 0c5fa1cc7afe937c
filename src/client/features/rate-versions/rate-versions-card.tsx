import { useTranslation } from "react-i18next";
import { todayInFlorida } from "../../../shared/calendar-date";
import type { RateVersion } from "../../../shared/rating";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate, formatMoment } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { useRateVersions } from "./api/list-rate-versions";
import { inForce } from "./in-force";
import { LoadRateVersionForm } from "./load-rate-version-form";

/**
 * Homeowners rate versions (issue 21 item 2): every version loaded, the days
 * it rates new business and renewals from, whether its numbers are
 * illustrative, and who loaded it when; underwriting staff load a new one
 * from its JSON file, with no deploy.
 */
export function RateVersionsCard({ canLoad }: { canLoad: boolean }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const versions = useRateVersions();
  const date = (iso: string) => formatCalendarDate(iso, language, "long");
  const loadedBy = (version: RateVersion) =>
    version.loadedBy === null ? t("rateVersions.bundled") : (version.loadedByName ?? t("rateVersions.otherStaff"));
  const today = todayInFlorida();

  return (
    <RecordCard title={t("rateVersions.title")}>
      <p className="text-muted-foreground">{t("rateVersions.lead")}</p>
      <QueryStates
        query={versions}
        texts={{
          loading: t("rateVersions.listLoading"),
          loadFailed: t("rateVersions.listFailed"),
          retry: t("common.retry"),
        }}
      >
        {(list) => {
          const newBusiness = inForce(list, today, "newBusinessFrom");
          const renewal = inForce(list, today, "renewalFrom");
          return (
            // On a phone the table scrolls sideways: the keyboard can scroll it too (it holds nothing to tab to).
            <div
              className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
              tabIndex={0}
              role="group"
              aria-label={t("rateVersions.caption", { count: list.length })}
            >
              <table className="w-full border-collapse text-left text-sm" data-testid="rate-versions">
                <caption className="sr-only">{t("rateVersions.caption", { count: list.length })}</caption>
                <thead className="bg-sand">
                  <tr>
                    {["version", "newBusinessFrom", "renewalFrom", "numbers", "loaded"].map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {t(`rateVersions.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.map((version) => (
                    <tr key={version.id} className="border-t border-border align-top" data-testid="rate-version">
                      <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {version.version}
                        {version.note && (
                          <span className="block max-w-xs font-normal whitespace-normal text-muted-foreground">
                            {version.note}
                          </span>
                        )}
                      </th>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {date(version.newBusinessFrom)}
                        {version.id === newBusiness?.id && <InForce label={t("rateVersions.inForce")} />}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {date(version.renewalFrom)}
                        {version.id === renewal?.id && <InForce label={t("rateVersions.inForce")} />}
                      </td>
                      <td className="px-3 py-2">
                        {version.illustrative ? t("rateVersions.illustrative") : t("rateVersions.filed")}
                      </td>
                      <td className="px-3 py-2">
                        <span className="block whitespace-nowrap">{formatMoment(version.loadedAt, language)}</span>
                        <span className="block text-muted-foreground">{loadedBy(version)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryStates>
      {canLoad && <LoadRateVersionForm />}
    </RecordCard>
  );
}

function InForce({ label }: { label: string }) {
  return (
    <span className="mt-1 block w-fit rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
      {label}
    </span>
  );
}
