import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { noticeState, type Notice } from "../../../shared/catastrophe-notice";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { staffNs } from "../../lib/staff-texts";
import { useDeleteNotice } from "./api/delete-notice";
import { useEndNotice } from "./api/end-notice";
import { useNotices } from "./api/list-notices";
import { NoticeForm } from "./notice-form";

/**
 * The site-wide storm banner. Staff publish it (both languages, a
 * window and a link), see what is scheduled or showing, and end or delete it.
 */
export function NoticesCard() {
  const { t, i18n } = useTranslation(staffNs);
  const notices = useNotices();
  const end = useEndNotice();
  const remove = useDeleteNotice();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  const act = (call: typeof end | typeof remove, id: string, done: string) =>
    call.mutate(id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t("notices.saveFailed"), { description: error.message }),
    });

  return (
    <RecordCard title={t("notices.title")}>
      <p className="text-muted-foreground">{t("notices.lead")}</p>
      <NoticeForm />
      <QueryStates
        query={notices}
        texts={{ loading: t("notices.loading"), loadFailed: t("notices.loadFailed"), retry: t("common.retry") }}
      >
        {(published) =>
          published.length === 0 ? (
            <p>{t("notices.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{t("notices.caption", { count: published.length })}</caption>
                <thead className="bg-sand">
                  <tr>
                    {["text", "window", "status", "actions"].map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {t(`notices.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {published.map((notice: Notice) => {
                    const state = noticeState(notice);
                    return (
                      <tr key={notice.id} className="border-t border-border">
                        <td className="px-3 py-2">
                          <p className="font-medium">{notice.textEn}</p>
                          {notice.textIt && (
                            <p lang="it" className="text-muted-foreground">
                              {notice.textIt}
                            </p>
                          )}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {when(notice.startsAt)} – {when(notice.endsAt)}
                        </td>
                        <td className="px-3 py-2">
                          <StatusBadge status={state} label={t(`notices.states.${state}`)} />
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex flex-wrap gap-2">
                            {state === "active" && (
                              <Button
                                variant="outline"
                                disabled={end.isPending}
                                onClick={() => act(end, notice.id, t("notices.ended"))}
                              >
                                {t("notices.end")}
                              </Button>
                            )}
                            <Button
                              variant="ghost"
                              disabled={remove.isPending}
                              onClick={() => act(remove, notice.id, t("notices.deleted"))}
                            >
                              {t("notices.delete")}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStates>
    </RecordCard>
  );
}
