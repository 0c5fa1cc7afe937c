import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  communicationPreferences,
  memberPreferencesChangeSchema,
  type MemberPreferences,
  type MemberPreferencesChange,
} from "../../../shared/member";
import { defaultLanguage, isSupportedLanguage } from "../../../shared/constants";
import { pathTo } from "../../../shared/routes";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { formatMoment } from "../../lib/format-date";
import { useUpdateMemberPreferences } from "./api/update-member-preferences";
import { LanguageChoice } from "./language-choice";
import { memberNs } from "./member-texts";
import { FormAlert } from "../../components/form/form-alert";

/** The privacy notice's electronic-communication choice (e-mail or paper mail, and when it was recorded) and the language of our e-mails. */
export function PreferencesForm({ policyId, saved }: { policyId: string; saved: MemberPreferences }) {
  const { t, i18n } = useTranslation(memberNs);
  const form = useZodForm(memberPreferencesChangeSchema, {
    communication: saved.communication,
    // Not chosen yet: the language they are reading this page in.
    language: saved.language ?? (isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage),
  });
  const update = useUpdateMemberPreferences(policyId);

  async function save(change: MemberPreferencesChange) {
    const answer = await update.mutateAsync(change);
    toast.success(t(`preferences.saved.${answer.communication}`));
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      // The failure is said in the alert below, from the mutation's own state.
      onFailure={() => undefined}
      className="max-w-2xl space-y-6 rounded-lg border border-border bg-surface p-6"
    >
      <CommunicationChoice />
      <p role="status" className="text-sm text-muted-foreground">
        {saved.chosenAt
          ? t("preferences.recordedOn", { date: formatMoment(saved.chosenAt, i18n.language) })
          : t("preferences.defaultEmail")}
      </p>
      <LanguageChoice />
      <FormAlert>{update.isError ? t("preferences.saveFailed", { reason: update.error.message }) : null}</FormAlert>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton size="lg" pending={t("preferences.saving")}>
          {t("preferences.save")}
        </SubmitButton>
        <Link to={pathTo("privacy")} className="font-medium text-primary underline hover:no-underline">
          {t("preferences.privacyLink")}
        </Link>
      </div>
    </Form>
  );
}

/** The two choices, each a radio button of the form with its hint. */
function CommunicationChoice() {
  const { t } = useTranslation(memberNs);
  const { register } = useFormContext<MemberPreferencesChange>();
  const hintId = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-xl font-semibold">{t("preferences.legend")}</legend>
      <p className="text-muted-foreground">{t("preferences.intro")}</p>
      {communicationPreferences.map((option) => (
        <div
          key={option}
          className="rounded-md border border-border px-3 py-2 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
            <input
              type="radio"
              value={option}
              aria-describedby={`${hintId}-${option}`}
              className="size-5 shrink-0 accent-primary"
              {...register("communication")}
            />
            {t(`preferences.options.${option}.label`)}
          </label>
          <p id={`${hintId}-${option}`} className="pb-1 pl-8 text-sm text-muted-foreground">
            {t(`preferences.options.${option}.hint`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
