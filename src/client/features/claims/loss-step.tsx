import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { claimCategories, claimRelationships, todayInFlorida } from "../../../shared/claim";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { isLateReport } from "./claim-rules";
import type { StepProps } from "./step-props";

/** Step 2, Loss Information: the date (never in the future; a late report is warned about), category and who reports it. */
export function LossStep({ ns, values, set, errorOf }: StepProps<"loss">) {
  const { t } = useTranslation(ns);
  const today = todayInFlorida();
  const text = (field: "notifierFirstName" | "notifierLastName" | "notifierEmail") => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={`${t("loss.dateOfLoss")} *`} error={errorOf("dateOfLoss")} required>
        {(control) => (
          <Input
            {...control}
            type="date"
            name="dateOfLoss"
            max={today}
            value={values.dateOfLoss}
            onChange={(event) => set("dateOfLoss", event.target.value)}
          />
        )}
      </FormField>
      <FormField label={`${t("loss.category")} *`} error={errorOf("category")} required>
        {(control) => (
          <Select
            {...control}
            name="category"
            placeholder={t("choose")}
            value={values.category}
            onChange={(event) => set("category", event.target.value)}
            options={claimCategories.map((category) => ({ value: category, label: t(`loss.categories.${category}`) }))}
          />
        )}
      </FormField>
      {isLateReport(values.dateOfLoss, today) && (
        <p role="note" className="flex gap-3 rounded-md border border-accent bg-sand p-4 text-sm sm:col-span-2">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t("loss.lateReport")}
        </p>
      )}
      <FormField label={`${t("loss.notifierFirstName")} *`} error={errorOf("notifierFirstName")} required>
        {(control) => <Input {...control} {...text("notifierFirstName")} autoComplete="given-name" />}
      </FormField>
      <FormField label={`${t("loss.notifierLastName")} *`} error={errorOf("notifierLastName")} required>
        {(control) => <Input {...control} {...text("notifierLastName")} autoComplete="family-name" />}
      </FormField>
      <FormField
        label={`${t("loss.notifierEmail")} *`}
        hint={t("loss.notifierEmailHint")}
        error={errorOf("notifierEmail")}
        required
      >
        {(control) => <Input {...control} {...text("notifierEmail")} type="email" autoComplete="email" />}
      </FormField>
      <FormField label={`${t("loss.relationshipToMember")} *`} error={errorOf("relationshipToMember")} required>
        {(control) => (
          <Select
            {...control}
            name="relationshipToMember"
            placeholder={t("choose")}
            value={values.relationshipToMember}
            onChange={(event) => set("relationshipToMember", event.target.value)}
            options={claimRelationships.map((relationship) => ({
              value: relationship,
              label: t(`loss.relationships.${relationship}`),
            }))}
          />
        )}
      </FormField>
    </div>
  );
}
