import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { noticeState, type Notice } from "../../../shared/catastrophe-notice";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";

/** What a row's buttons do; the card owns the requests. */
export interface NoticeRowActions {
  end: (notice: Notice) => void;
  remove: (notice: Notice) => void;
  ending: boolean;
  removing: boolean;
}

/** The published notices: both texts, the window, where it stands, and End now (while showing) and Delete. */
export function noticeColumns(t: TFunction, language: string, actions: NoticeRowActions): ColumnDef<Notice, unknown>[] {
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: "medium", timeStyle: "short" });
  return [
    {
      id: "text",
      header: t("notices.columns.text"),
      cell: ({ row: { original: notice } }) => (
        <>
          <p className="font-medium">{notice.textEn}</p>
          {notice.textIt && (
            <p lang="it" className="text-muted-foreground">
              {notice.textIt}
            </p>
          )}
        </>
      ),
    },
    {
      id: "window",
      header: t("notices.columns.window"),
      cell: ({ row: { original: notice } }) => (
        <span className="whitespace-nowrap">
          {when(notice.startsAt)} – {when(notice.endsAt)}
        </span>
      ),
    },
    {
      id: "status",
      header: t("notices.columns.status"),
      cell: ({ row }) => {
        const state = noticeState(row.original);
        return <StatusBadge status={state} label={t(`notices.states.${state}`)} />;
      },
    },
    {
      id: "actions",
      header: t("notices.columns.actions"),
      cell: ({ row: { original: notice } }) => (
        <div className="flex flex-wrap gap-2">
          {noticeState(notice) === "active" && (
            <Button variant="outline" disabled={actions.ending} onClick={() => actions.end(notice)}>
              {t("notices.end")}
            </Button>
          )}
          <Button variant="ghost" disabled={actions.removing} onClick={() => actions.remove(notice)}>
            {t("notices.delete")}
          </Button>
        </div>
      ),
    },
  ];
}
