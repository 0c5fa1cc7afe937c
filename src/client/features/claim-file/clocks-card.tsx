import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ClaimDeadline } from "../../../shared/claim-file";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { formatCalendarDate } from "../../lib/format-date";
import { claimFileNs } from "./claim-file-texts";
import { ClockState } from "./clock-states";

/** The claim's statutory clocks: each deadline, its due day, the day it was met and its state. */
export function ClocksCard({ deadlines }: { deadlines: ClaimDeadline[] }) {
  const { t, i18n } = useTranslation(claimFileNs);
  const columns = useMemo<ColumnDef<ClaimDeadline, unknown>[]>(() => {
    const day = (iso: string | null, none: string) => (iso ? formatCalendarDate(iso, i18n.language) : none);
    return [
      {
        id: "deadline",
        header: t("clocks.deadline"),
        meta: { rowHeader: true },
        cell: ({ row }) => t(`clocks.keys.${row.original.key}`),
      },
      { id: "due", header: t("clocks.due"), cell: ({ row }) => day(row.original.dueOn, t("clocks.none")) },
      { id: "met", header: t("clocks.met"), cell: ({ row }) => day(row.original.metOn, t("clocks.notMet")) },
      { id: "state", header: t("clocks.state"), cell: ({ row }) => <ClockState state={row.original.state} /> },
    ];
  }, [t, i18n.language]);
  return (
    <RecordCard title={t("clocks.title")}>
      <DataTable caption={t("clocks.caption")} columns={columns} rows={deadlines} rowKey={(row) => row.key} readOnly />
    </RecordCard>
  );
}
