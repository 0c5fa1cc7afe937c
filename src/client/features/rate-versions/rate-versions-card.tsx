import { useTranslation } from "react-i18next";
import { todayInFlorida } from "../../../shared/calendar-date";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { usePageLanguage } from "../../hooks/use-page-language";
import { staffNs } from "../../lib/staff-texts";
import { useRateVersions } from "./api/list-rate-versions";
import { inForce } from "./in-force";
import { LoadRateVersionForm } from "./load-rate-version-form";
import { rateVersionColumns } from "./rate-version-columns";

/**
 * Homeowners rate versions: every version loaded, the days it rates new
 * business and renewals from, whether its numbers are illustrative, and who
 * loaded it when; underwriting staff load a new one from its JSON file, with
 * no deploy.
 */
export function RateVersionsCard({ canLoad }: { canLoad: boolean }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const versions = useRateVersions();
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
        {(list) => (
          // Nothing in the rows to tab to: the table's scrolling region takes focus on a phone.
          <DataTable
            caption={t("rateVersions.caption", { count: list.length })}
            columns={rateVersionColumns(t, language, {
              newBusiness: inForce(list, today, "newBusinessFrom")?.id,
              renewal: inForce(list, today, "renewalFrom")?.id,
            })}
            rows={list}
            rowKey={(version) => version.id}
            rowClassName={() => "align-top"}
            rowTestId="rate-version"
            readOnly
          />
        )}
      </QueryStates>
      {canLoad && <LoadRateVersionForm />}
    </RecordCard>
  );
}
