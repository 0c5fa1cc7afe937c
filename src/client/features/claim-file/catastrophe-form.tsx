import { useTranslation } from "react-i18next";
import { catastrophePerils, catastropheRequestSchema } from "../../../shared/claim-file";
import { CheckboxField } from "../../components/form/checkbox-field";
import { Field } from "../../components/form/field";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { RecordCard } from "../../components/lists/facts";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { instantOfLocalMoment } from "../../lib/local-moment";
import { ActionForm } from "./action-form";
import { useRecordCatastrophe, useStormNotices } from "./api/catastrophes";
import { claimFileNs } from "./claim-file-texts";

/** What the inputs hold: the window as datetime-local inputs take it, no storm notice as "". */
interface CatastropheDraft {
  name: string;
  peril: string;
  watchWarningFrom: string;
  watchWarningUntil: string;
  stateOfEmergency: boolean;
  noticeId: string;
}

const emptyDraft: CatastropheDraft = {
  name: "",
  peril: "hurricane",
  watchWarningFrom: "",
  watchWarningUntil: "",
  stateOfEmergency: false,
  noticeId: "",
};

/** The server's schema, judging the instants the local times stand for. */
const catastropheFormSchema = formSchema(
  (draft: CatastropheDraft) => ({
    ...draft,
    watchWarningFrom: instantOfLocalMoment(draft.watchWarningFrom),
    watchWarningUntil: instantOfLocalMoment(draft.watchWarningUntil),
    noticeId: draft.noticeId || null,
  }),
  catastropheRequestSchema,
);

/** A claims manager records a storm: its peril, the watch-and-warning window, the state of emergency, its notice. */
export function CatastropheForm() {
  const { t } = useTranslation(claimFileNs);
  const record = useRecordCatastrophe();
  const notices = useStormNotices();
  const form = useZodForm(catastropheFormSchema, emptyDraft);
  const noticeOptions = [
    { value: "", label: t("catastrophes.record.noNotice") },
    ...(notices.data ?? []).map((notice) => ({ value: notice.id, label: notice.textEn })),
  ];
  const moment = (name: "watchWarningFrom" | "watchWarningUntil", label: string) => (
    <Field name={name} label={label} required>
      {(control) => <Input {...control} type="datetime-local" />}
    </Field>
  );
  return (
    <RecordCard title={t("catastrophes.record.title")}>
      <p className="text-muted-foreground">{t("catastrophes.record.lead")}</p>
      <ActionForm form={form} send={record.mutateAsync} failedTitle={t("catastrophes.record.failed")}>
        <Field name="name" label={t("catastrophes.record.name")} required>
          {(control) => <Input {...control} maxLength={100} autoComplete="off" />}
        </Field>
        <Field name="peril" label={t("catastrophes.record.peril")} required>
          {(control) => (
            <Select
              {...control}
              options={catastrophePerils.map((peril) => ({
                value: peril,
                label: t(`catastrophes.record.perils.${peril}`),
              }))}
            />
          )}
        </Field>
        {moment("watchWarningFrom", t("catastrophes.record.from"))}
        {moment("watchWarningUntil", t("catastrophes.record.until"))}
        <div className="sm:col-span-2">
          <CheckboxField name="stateOfEmergency" label={t("catastrophes.record.stateOfEmergency")} />
        </div>
        <Field name="noticeId" label={t("catastrophes.record.notice")}>
          {(control) => <Select {...control} options={noticeOptions} />}
        </Field>
        <div className="self-end">
          <SubmitButton pending={t("catastrophes.record.submit")}>{t("catastrophes.record.submit")}</SubmitButton>
        </div>
      </ActionForm>
    </RecordCard>
  );
}
