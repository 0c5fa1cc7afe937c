import { useTranslation } from "react-i18next";
import { useWatch, type FieldError } from "react-hook-form";
import { formatMoney } from "../../../shared/format";
import {
  aopDeductibles,
  constructions,
  hurricaneDeductibles,
  lossOfUsePercents,
  otherStructuresPercents,
  personalPropertyPercents,
  windMitigationQuestions,
} from "../../../shared/rating";
import { Field } from "../form/field";
import { useFormField } from "../form/use-form-field";
import { useFieldNotes } from "../ui/field-notes";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { usePageLanguage } from "../../hooks/use-page-language";
import { answerOrder, type HomeValues } from "./home-values";
import { homeRatingNs } from "./rating-texts";

type HomeField = Exclude<keyof HomeValues, "windMitigation">;
const homeFields: readonly string[] = [
  "coverageA",
  "yearBuilt",
  "construction",
  "roofYear",
  "zipCode",
  "protectionClass",
  "aopDeductible",
  "hurricaneDeductible",
  "otherStructuresPercent",
  "personalPropertyPercent",
  "lossOfUsePercent",
  "inspected",
] satisfies HomeField[];

const protectionClasses = Array.from({ length: 10 }, (_, index) => index + 1);

/** The form field a home's input is at: `prefix` is where the form keeps the home ("" at its top, "changes.home"). */
const at = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/**
 * How a home's field error reads, for the surrounding form's `errorText`: the
 * schema's catalog check when it has one ("check.rating.zip"), else the home's
 * own words for the field; undefined for a field that is not the home's.
 */
export function useHomeErrorText(prefix: string): (field: string, error: FieldError) => string | undefined {
  const { t } = useTranslation(homeRatingNs);
  const start = prefix ? `${prefix}.` : "";
  return (field, error) => {
    if (!field.startsWith(start)) return undefined;
    const own = field.slice(start.length);
    const key = own.startsWith("windMitigation.") ? "answer" : own;
    if (key !== "answer" && !homeFields.includes(key)) return undefined;
    return error.message?.startsWith("check.") ? error.message : t(`errors.${key}`);
  };
}

/**
 * A home's fields as `homeSchema` takes them, inside the surrounding <Form>
 * (its values hold a `HomeValues` at `prefix`): what it is, its coverages and
 * deductibles, and the wind mitigation inspection's seven answers, or "No
 * inspection", which sends `windMitigation: null`.
 */
export function HomeFields({ prefix = "" }: { prefix?: string }) {
  const { t } = useTranslation(homeRatingNs);
  const language = usePageLanguage();
  const inspected = useWatch({ name: at(prefix, "inspected") }) === "yes";
  const choose = t("home.choose");

  const number = (field: HomeField, hint?: string) => (
    <Field name={at(prefix, field)} label={`${t(`home.${field}`)} *`} hint={hint} required>
      {(control) => <Input {...control} type="number" inputMode="numeric" step={1} />}
    </Field>
  );
  const choice = (field: HomeField, options: { value: string; label: string }[], hint?: string) => (
    <Field name={at(prefix, field)} label={`${t(`home.${field}`)} *`} hint={hint} required>
      {(control) => <Select {...control} placeholder={choose} options={options} />}
    </Field>
  );
  const percents = (field: HomeField, values: readonly number[]) =>
    choice(
      field,
      values.map((percent) => ({ value: String(percent), label: t("home.percentOfA", { percent }) })),
    );

  return (
    // Columns follow the room the fields have (a page, a dialog, a phone), not the screen.
    <div className="@container space-y-8">
      <fieldset className="grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-3">
        <legend className="mb-4 text-xl font-semibold">{t("home.homeSection")}</legend>
        {number("coverageA", t("home.coverageAHint"))}
        {number("yearBuilt")}
        {choice(
          "construction",
          constructions.map((value) => ({ value, label: t(`options.construction.${value}`) })),
        )}
        {number("roofYear")}
        <Field
          name={at(prefix, "roofInspection.inspectedOn")}
          label={t("home.roofInspectedOn")}
          hint={t("home.roofInspectionHint")}
        >
          {(control) => <Input {...control} type="date" />}
        </Field>
        <Field name={at(prefix, "roofInspection.remainingLifeYears")} label={t("home.roofRemainingLife")}>
          {(control) => <Input {...control} type="number" inputMode="numeric" step={1} min={0} max={60} />}
        </Field>
        <Field name={at(prefix, "zipCode")} label={`${t("home.zipCode")} *`} hint={t("home.zipCodeHint")} required>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="postal-code" maxLength={5} />}
        </Field>
        {choice(
          "protectionClass",
          protectionClasses.map((value) => ({
            value: String(value),
            label: t("options.protectionClass", { protectionClass: value }),
          })),
          t("home.protectionClassHint"),
        )}
      </fieldset>
      <fieldset className="grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-3">
        <legend className="mb-4 text-xl font-semibold">{t("home.coverageSection")}</legend>
        {choice(
          "aopDeductible",
          aopDeductibles.map((value) => ({ value: String(value), label: formatMoney(value, language) })),
        )}
        {choice(
          "hurricaneDeductible",
          hurricaneDeductibles.map((value) => ({ value, label: t(`options.hurricaneDeductible.${value}`) })),
        )}
        {percents("otherStructuresPercent", otherStructuresPercents)}
        {percents("personalPropertyPercent", personalPropertyPercents)}
        {percents("lossOfUsePercent", lossOfUsePercents)}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-4 text-xl font-semibold">{t("wind.legend")}</legend>
        <InspectionChoice name={at(prefix, "inspected")} />
        {inspected && (
          <div className="grid gap-4 @lg:grid-cols-2" data-testid="wind-answers">
            {windMitigationQuestions.map((question) => (
              <Field
                key={question}
                name={at(prefix, `windMitigation.${question}`)}
                label={`${t(`wind.questions.${question}`)} *`}
                required
              >
                {(control) => (
                  <Select
                    {...control}
                    placeholder={choose}
                    options={answerOrder[question].map((answer) => ({
                      value: answer,
                      label: t(`wind.answers.${question}.${answer}`),
                    }))}
                  />
                )}
              </Field>
            ))}
            <Field name={at(prefix, "inspectedOn")} label={t("wind.inspectedOn")} hint={t("wind.inspectedOnHint")}>
              {(control) => <Input {...control} type="date" />}
            </Field>
          </div>
        )}
      </fieldset>
    </div>
  );
}

/** "No inspection" or "Inspected": two radio buttons, each a row easy to tap. */
function InspectionChoice({ name }: { name: string }) {
  const { t } = useTranslation(homeRatingNs);
  const { binding, invalid, message } = useFormField(name);
  const { describedBy, notes } = useFieldNotes({ hint: t("wind.noneHint"), error: message });
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="font-medium">{t("wind.inspection")}</legend>
      <div className="flex flex-col gap-2 @lg:flex-row">
        {(["no", "yes"] as const).map((answer) => (
          <label
            key={answer}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface px-4 py-2 has-checked:border-primary has-checked:bg-sand"
          >
            <input
              type="radio"
              value={answer}
              aria-invalid={invalid}
              className="size-5 shrink-0 accent-primary"
              {...binding}
            />
            {answer === "no" ? t("wind.none") : t("wind.inspected")}
          </label>
        ))}
      </div>
      {notes}
    </fieldset>
  );
}
