import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { supportedLanguages } from "../../../shared/constants";
import type { MemberPreferencesChange } from "../../../shared/member";
import { memberNs } from "./member-texts";

/** The language of the e-mails we send the insured: each language named in itself. */
export function LanguageChoice() {
  const { t } = useTranslation(memberNs);
  const { t: tCommon } = useTranslation();
  const { register } = useFormContext<MemberPreferencesChange>();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-xl font-semibold">{t("preferences.language.legend")}</legend>
      <p className="text-muted-foreground">{t("preferences.language.intro")}</p>
      <div className="flex flex-wrap gap-3">
        {supportedLanguages.map((language) => (
          <label
            key={language}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 font-medium has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" value={language} className="size-5 shrink-0 accent-primary" {...register("language")} />
            <span lang={language}>{tCommon(`language.${language}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
