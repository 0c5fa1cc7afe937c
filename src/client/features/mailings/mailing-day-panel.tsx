import { Download, MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { todayInFlorida } from "../../../shared/calendar-date";
import { DataTable } from "../../components/lists/data-table";
import { EmptyState, QueryStates } from "../../components/lists/query-states";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { listTexts, staffNs } from "../../lib/staff-texts";
import { downloadMailingFile, useMailingDay, useMarkMailed } from "./api/mailing-day";
import { useLetterColumns } from "./letter-columns";

/**
 * The day's mailing batch (decision 0049): its letters with their delivery, the batch and its certificate of
 * mailing to print, and the batch recorded as mailed, on its day only.
 */
export function MailingDayPanel() {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const today = todayInFlorida();
  const [view, setView] = useUrlState({ on: today });
  const day = useMailingDay(view.on);
  const markMailed = useMarkMailed();
  const columns = useLetterColumns({ withPolicy: true });
  const download = (file: "batch" | "certificate") =>
    downloadMailingFile(file, view.on).catch((error: unknown) =>
      toast.error(t("mailings.downloadFailed"), { description: error instanceof Error ? error.message : undefined }),
    );
  async function record() {
    try {
      await markMailed.mutateAsync(view.on);
      toast.success(t("mailings.recorded", { date: formatCalendarDate(view.on, language, "long") }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("mailings.recordFailed"));
    }
  }
  const letters = day.data?.letters ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 font-medium">
          {t("mailings.day")}
          <Input
            type="date"
            value={view.on}
            max={today}
            onChange={(event) => event.target.value && setView({ on: event.target.value })}
            className="w-48"
          />
        </label>
        <Button variant="outline" disabled={letters.length === 0} onClick={() => void download("batch")}>
          <Download aria-hidden="true" />
          {t("mailings.batch")}
        </Button>
        <Button variant="outline" disabled={letters.length === 0} onClick={() => void download("certificate")}>
          <Download aria-hidden="true" />
          {t("mailings.certificate")}
        </Button>
        {view.on === today && (day.data?.waiting ?? 0) > 0 && (
          <Button disabled={markMailed.isPending} onClick={() => void record()}>
            <MailCheck aria-hidden="true" />
            {t("mailings.record", { count: day.data?.waiting ?? 0 })}
          </Button>
        )}
      </div>
      <QueryStates query={day} texts={listTexts(t, "mailings")}>
        {(data) =>
          data.letters.length === 0 ? (
            <EmptyState title={t("mailings.empty.title")} body={t("mailings.empty.body")} />
          ) : (
            <DataTable
              caption={t("mailings.caption", {
                count: data.letters.length,
                date: formatCalendarDate(data.on, language, "long"),
              })}
              columns={columns}
              rows={data.letters}
              rowKey={(row) => row.id}
              readOnly
            />
          )
        }
      </QueryStates>
    </div>
  );
}
