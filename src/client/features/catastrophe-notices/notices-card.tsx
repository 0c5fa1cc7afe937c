import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { noticeState, noticeTextMaxLength, type Notice } from "../../../shared/catastrophe-notice";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { StatusBadge } from "../../components/lists/status-badge";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api/api-client";
import { staffNs } from "../../lib/staff-texts";
import { useDeleteNotice, useEndNotice, useNotices, usePublishNotice } from "./notice-queries";

type Field = "textEn" | "textIt" | "startsAt" | "endsAt" | "linkUrl";
type Draft = Record<Field, string>;

/** "2026-11-23T19:05" in the browser's time zone, as datetime-local inputs take it. */
function localInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
const emptyDraft = (): Draft => ({
  textEn: "",
  textIt: "",
  startsAt: localInput(new Date()),
  endsAt: localInput(new Date(Date.now() + 24 * 3_600_000)),
  linkUrl: "",
});
const instant = (local: string) => (Number.isNaN(Date.parse(local)) ? local : new Date(local).toISOString());

/**
 * Issue 10: the site-wide storm banner. Staff publish it (both languages, a
 * window and a link), see what is scheduled or showing, and end or delete it.
 */
export function NoticesCard() {
  const { t, i18n } = useTranslation(staffNs);
  const notices = useNotices();
  const publish = usePublishNotice();
  const end = useEndNotice();
  const remove = useDeleteNotice();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    publish.mutate(
      { ...draft, startsAt: instant(draft.startsAt), endsAt: instant(draft.endsAt) },
      {
        onSuccess: () => {
          toast.success(t("notices.published"));
          setDraft(emptyDraft());
        },
        onError: (error) => {
          const found = error instanceof ApiError ? error.fieldErrors : [];
          setErrors(Object.fromEntries(found.map((problem) => [problem.field, problem.message])));
          toast.error(t("notices.saveFailed"), { description: error.message });
        },
      },
    );
  }
  const act = (call: typeof end | typeof remove, id: string, done: string) =>
    call.mutate(id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t("notices.saveFailed"), { description: error.message }),
    });

  const field = (name: Field, control: "input" | "textarea", type = "text") => (
    <FormField
      label={t(`notices.fields.${name}`)}
      error={errors[name]}
      required={name !== "textIt" && name !== "linkUrl"}
    >
      {(props) =>
        control === "textarea" ? (
          <Textarea
            {...props}
            rows={2}
            maxLength={noticeTextMaxLength}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        ) : (
          <Input
            {...props}
            type={type}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        )
      }
    </FormField>
  );

  return (
    <RecordCard title={t("notices.title")}>
      <p className="text-muted-foreground">{t("notices.lead")}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {field("textEn", "textarea")}
        {field("textIt", "textarea")}
        {field("startsAt", "input", "datetime-local")}
        {field("endsAt", "input", "datetime-local")}
        {field("linkUrl", "input")}
        <div className="flex items-end">
          <Button type="submit" disabled={publish.isPending}>
            {t("notices.publish")}
          </Button>
        </div>
      </form>
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
                          <StatusBadge
                            status={{ active: "active", scheduled: "pending", ended: "expired" }[state]}
                            label={t(`notices.states.${state}`)}
                          />
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
