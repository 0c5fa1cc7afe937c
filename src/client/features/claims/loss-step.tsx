import { TriangleAlert } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { todayInFlorida } from "../../../shared/calendar-date";
import { claimCategories, claimRelationships } from "../../../shared/claim";
import { Field } from "../../components/form/field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { isLateReport } from "./claim-rules";

/** Step 2, Loss Information: the date (never in the future; a late report is warned about), category and who reports it. */
export function LossStep({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const today = todayInFlorida();
  const dateOfLoss = useWatch({ name: "loss.dateOfLoss" }) as string;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="loss.dateOfLoss" label={`${t("loss.dateOfLoss")} *`} required>
        {(control) => <Input {...control} type="date" max={today} />}
      </Field>
      <Field name="loss.category" label={`${t("loss.category")} *`} required>
        {(control) => (
          <Select
            {...control}
            placeholder={t("choose")}
            options={claimCategories.map((category) => ({ value: category, label: t(`loss.categories.${category}`) }))}
          />
        )}
      </Field>
      {isLateReport(dateOfLoss, today) && (
        <p role="note" className="flex gap-3 rounded-md border border-accent bg-sand p-4 text-sm sm:col-span-2">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t("loss.lateReport")}
        </p>
      )}
      <Field name="loss.notifierFirstName" label={`${t("loss.notifierFirstName")} *`} required>
        {(control) => <Input {...control} autoComplete="given-name" />}
      </Field>
      <Field name="loss.notifierLastName" label={`${t("loss.notifierLastName")} *`} required>
        {(control) => <Input {...control} autoComplete="family-name" />}
      </Field>
      <Field
        name="loss.notifierEmail"
        label={`${t("loss.notifierEmail")} *`}
        hint={t("loss.notifierEmailHint")}
        required
      >
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </Field>
      <Field name="loss.relationshipToMember" label={`${t("loss.relationshipToMember")} *`} required>
        {(control) => (
          <Select
            {...control}
            placeholder={t("choose")}
            options={claimRelationships.map((relationship) => ({
              value: relationship,
              label: t(`loss.relationships.${relationship}`),
            }))}
          />
        )}
      </Field>
    </div>
  );
}
