import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { listTexts, staffNs } from "../../lib/staff-texts";
import { useLetterColumns } from "./letter-columns";
import { usePolicyMailings } from "./api/mailing-day";

/** The policy's notices on paper, newest first, each with its delivery: mailed, e-mailed, bounced. */
export function PolicyLettersCard({ policyId }: { policyId: string }) {
  const { t } = useTranslation(staffNs);
  const letters = usePolicyMailings(policyId);
  const columns = useLetterColumns({ withPolicy: false });
  return (
    <RecordCard title={t("interests.lettersTitle")}>
      <QueryStates query={letters} texts={listTexts(t, "mailings")}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-muted-foreground">{t("interests.noLetters")}</p>
          ) : (
            <DataTable
              caption={t("interests.lettersCaption", { count: rows.length })}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              readOnly
            />
          )
        }
      </QueryStates>
    </RecordCard>
  );
}
