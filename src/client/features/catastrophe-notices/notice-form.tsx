import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { noticeInputSchema, noticeTextMaxLength, type NewNotice } from "../../../shared/catastrophe-notice";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { instantOfLocalMoment, localMomentInput } from "../../lib/local-moment";
import { staffNs } from "../../lib/staff-texts";
import { usePublishNotice } from "./api/publish-notice";

/** What the inputs hold: the window as datetime-local inputs take it, in the browser's time zone. */
interface NoticeDraft {
  textEn: string;
  textIt: string;
  startsAt: string;
  endsAt: string;
  linkUrl: string;
}

const emptyDraft = (): NoticeDraft => ({
  textEn: "",
  textIt: "",
  startsAt: localMomentInput(new Date()),
  endsAt: localMomentInput(new Date(Date.now() + 24 * 3_600_000)),
  linkUrl: "",
});
/** The server's schema, judging the instants the local times stand for. */
const noticeFormSchema = formSchema(
  (draft: NoticeDraft) => ({
    ...draft,
    startsAt: instantOfLocalMoment(draft.startsAt),
    endsAt: instantOfLocalMoment(draft.endsAt),
  }),
  noticeInputSchema,
);

/** Publishing a storm notice: both texts, the window it shows in, and a link. */
export function NoticeForm() {
  const { t } = useTranslation(staffNs);
  const publish = usePublishNotice();
  const form = useZodForm(noticeFormSchema, emptyDraft());

  async function send(notice: NewNotice) {
    await publish.mutateAsync(notice);
    toast.success(t("notices.published"));
    form.reset(emptyDraft());
  }

  const text = (name: "textEn" | "textIt", required: boolean) => (
    <Field name={name} label={t(`notices.fields.${name}`)} required={required}>
      {(control) => <Textarea {...control} rows={2} maxLength={noticeTextMaxLength} />}
    </Field>
  );
  const moment = (name: "startsAt" | "endsAt") => (
    <Field name={name} label={t(`notices.fields.${name}`)} required>
      {(control) => <Input {...control} type="datetime-local" />}
    </Field>
  );

  return (
    <Form
      form={form}
      onSubmit={send}
      onFailure={(error) => toast.error(t("notices.saveFailed"), { description: (error as Error).message })}
      className="grid gap-4 sm:grid-cols-2"
    >
      {text("textEn", true)}
      {text("textIt", false)}
      {moment("startsAt")}
      {moment("endsAt")}
      <Field name="linkUrl" label={t("notices.fields.linkUrl")}>
        {(control) => <Input {...control} />}
      </Field>
      <div className="flex items-end">
        <SubmitButton pending={t("notices.publish")}>{t("notices.publish")}</SubmitButton>
      </div>
    </Form>
  );
}
