import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isSupportedLanguage, supportedLanguages } from "../../../shared/constants";
import { setLanguage } from "../../lib/i18n";

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="min-h-11 rounded-md border border-border bg-surface px-2 text-base text-foreground"
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
