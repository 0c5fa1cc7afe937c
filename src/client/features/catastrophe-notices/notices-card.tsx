import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { staffNs } from "../../lib/staff-texts";
import { useDeleteNotice } from "./api/delete-notice";
import { useEndNotice } from "./api/end-notice";
import type { Notice } from "../../../shared/catastrophe-notice";
import { useNotices } from "./api/list-notices";
import { noticeColumns } from "./notice-columns";
import { NoticeForm } from "./notice-form";

/**
 * The site-wide storm banner. Staff publish it (both languages, a
 * window and a link), see what is scheduled or showing, and end or delete it
 * (deleting asks first: it cannot be undone).
 */
export function NoticesCard() {
  const { t, i18n } = useTranslation(staffNs);
  const notices = useNotices();
  const end = useEndNotice();
  const remove = useDeleteNotice();
  const [deleting, setDeleting] = useState<Notice | null>(null);

  const act = (call: typeof end | typeof remove, id: string, done: string) =>
    call.mutate(id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t("notices.saveFailed"), { description: error.message }),
    });

  const columns = noticeColumns(t, i18n.language, {
    end: (notice) => act(end, notice.id, t("notices.ended")),
    remove: setDeleting,
    ending: end.isPending,
    removing: remove.isPending,
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
            <DataTable
              caption={t("notices.caption", { count: published.length })}
              columns={columns}
              rows={published}
              rowKey={(notice) => notice.id}
            />
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={deleting !== null}
        texts={{
          title: t("notices.deleteTitle"),
          body: t("notices.deleteConfirm"),
          confirm: t("notices.delete"),
          cancel: t("common.cancel"),
          close: t("common.close"),
        }}
        pending={remove.isPending}
        onConfirm={() => {
          act(remove, deleting!.id, t("notices.deleted"));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </RecordCard>
  );
}
