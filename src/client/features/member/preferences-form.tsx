import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { communicationPreferences, type CommunicationPreference, type MemberPreferences } from "../../../shared/member";
import { pathTo } from "../../../shared/routes";
import { Button } from "../../components/ui/button";
import { formatMoment } from "../../lib/format-date";
import { useUpdateMemberPreferences } from "./api/use-update-member-preferences";
import { memberNs } from "./member-texts";

/** The privacy notice's electronic-communication choice: e-mail or paper mail, and when it was recorded. */
export function PreferencesForm({ policyId, saved }: { policyId: string; saved: MemberPreferences }) {
  const { t, i18n } = useTranslation(memberNs);
  const hintId = useId();
  const [choice, setChoice] = useState<CommunicationPreference>(saved.communication);
  const update = useUpdateMemberPreferences(policyId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(choice, {
      onSuccess: (answer) => toast.success(t(`preferences.saved.${answer.communication}`)),
    });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="max-w-2xl space-y-6 rounded-lg border border-border bg-surface p-6"
    >
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
                name="communication"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
                aria-describedby={`${hintId}-${option}`}
                className="size-5 shrink-0 accent-primary"
              />
              {t(`preferences.options.${option}.label`)}
            </label>
            <p id={`${hintId}-${option}`} className="pb-1 pl-8 text-sm text-muted-foreground">
              {t(`preferences.options.${option}.hint`)}
            </p>
          </div>
        ))}
      </fieldset>
      <p role="status" className="text-sm text-muted-foreground">
        {saved.chosenAt
          ? t("preferences.recordedOn", { date: formatMoment(saved.chosenAt, i18n.language) })
          : t("preferences.defaultEmail")}
      </p>
      <div role="alert" className="font-medium text-alert empty:hidden">
        {update.isError ? t("preferences.saveFailed", { reason: update.error.message }) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button type="submit" size="lg" disabled={update.isPending}>
          {update.isPending ? t("preferences.saving") : t("preferences.save")}
        </Button>
        <Link to={pathTo("privacy")} className="font-medium text-primary underline hover:no-underline">
          {t("preferences.privacyLink")}
        </Link>
      </div>
    </form>
  );
}
