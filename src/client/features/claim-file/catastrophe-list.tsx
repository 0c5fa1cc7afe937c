import type { ColumnDef } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import type { Catastrophe } from "../../../shared/claim-file";
import { formatCents } from "../../../shared/format";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { useCatastrophes } from "./api/catastrophes";
import { claimFileNs } from "./claim-file-texts";

/** The catastrophes recorded, newest first: the days their losses are coded to them, their claims and what was paid. */
export function CatastropheList() {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const catastrophes = useCatastrophes();
  const day = (iso: string) => formatCalendarDate(iso, language);
  const columns: ColumnDef<Catastrophe, unknown>[] = [
    {
      id: "name",
      header: t("catastrophes.list.name"),
      meta: { rowHeader: true },
      cell: ({ row }) => row.original.name,
    },
    {
      id: "peril",
      header: t("catastrophes.list.peril"),
      cell: ({ row }) => t(`catastrophes.record.perils.${row.original.peril}`),
    },
    {
      id: "window",
      header: t("catastrophes.list.window"),
      cell: ({ row }) =>
        t("catastrophes.list.windowRange", {
          from: day(row.original.lossWindowFrom),
          until: day(row.original.lossWindowUntil),
        }),
    },
    {
      id: "emergency",
      header: t("catastrophes.list.emergency"),
      cell: ({ row }) => (row.original.stateOfEmergency ? t("catastrophes.list.yes") : t("catastrophes.list.no")),
    },
    {
      id: "claims",
      header: t("catastrophes.list.claims"),
      meta: { align: "end" },
      cell: ({ row }) => row.original.claimCount,
    },
    {
      id: "paid",
      header: t("catastrophes.list.paid"),
      meta: { align: "end" },
      cell: ({ row }) => formatCents(row.original.paidCents, language),
    },
  ];
  return (
    <RecordCard title={t("catastrophes.list.title")}>
      <QueryStates
        query={catastrophes}
        texts={{
          loading: t("catastrophes.list.loading"),
          loadFailed: t("catastrophes.list.loadFailed"),
          retry: t("retry"),
        }}
      >
        {(recorded) =>
          recorded.length === 0 ? (
            <p>{t("catastrophes.list.empty")}</p>
          ) : (
            <DataTable
              caption={t("catastrophes.list.caption", { count: recorded.length })}
              columns={columns}
              rows={recorded}
              rowKey={(catastrophe) => catastrophe.id}
              readOnly
            />
          )
        }
      </QueryStates>
    </RecordCard>
  );
}
