import { Stamp } from "lucide-react";
import { useMemo } from "react";
import type { FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { todayInFlorida } from "../../../shared/calendar-date";
import { usStates, type Policy } from "../../../shared/policy";
import { transactionRequestSchema } from "../../../shared/policy-transaction";
import { windMitigationQuestions } from "../../../shared/rating";
import { Field } from "../../components/form/field";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { HomeFields, useHomeErrorText } from "../../components/rating/home-fields";
import { emptyHomeValues, homeChangesOf, homeValuesOf, type HomeValues } from "../../components/rating/home-values";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { DateField, dollars, MoneyField, TextField } from "./transaction-fields";
import { useFollowPolicy } from "./use-follow-policy";

const textFields = ["insuredName", "description", "address", "city", "state", "zipCode"] as const;
type TextChange = (typeof textFields)[number];

interface EndorseValues {
  effectiveDate: string;
  /** A rated home's premium and coverage come from its rating: its `home` is what changes instead. */
  changes: { premium: string; coverage: string; home: HomeValues } & Record<TextChange, string>;
}

const homePaths = [
  ...Object.keys(emptyHomeValues).filter((field) => field !== "windMitigation" && field !== "inspected"),
  "windMitigation",
  ...windMitigationQuestions.map((question) => `windMitigation.${question}`),
];

const fields: readonly FieldPath<EndorseValues>[] = [
  "effectiveDate",
  "changes.premium",
  "changes.coverage",
  ...textFields.map((field) => `changes.${field}` as const),
  ...homePaths.map((path) => `changes.home.${path}` as FieldPath<EndorseValues>),
];

/**
 * Where the rating's refusals land: it names a home's input by itself
 * ("roofYear") or within the home ("home.roofYear").
 */
function homeFieldOf(path: string): FieldPath<EndorseValues> | null {
  // The inspection's day is one input beside the answers, not one of them.
  if (path.endsWith("windMitigation.inspectedOn")) return "changes.home.inspectedOn";
  const own = path.startsWith("home.") ? path.slice("home.".length) : path;
  return homePaths.includes(own) ? (`changes.home.${own}` as FieldPath<EndorseValues>) : null;
}

/** The policy's values as the form holds them. */
function valuesOf(policy: Policy): EndorseValues {
  return {
    effectiveDate: todayInFlorida(),
    changes: {
      premium: String(policy.premium),
      coverage: String(policy.coverage),
      home: policy.home ? homeValuesOf(policy.home) : emptyHomeValues,
      insuredName: policy.insuredName,
      description: policy.description ?? "",
      address: policy.address ?? "",
      city: policy.city ?? "",
      state: policy.state ?? "",
      zipCode: policy.zipCode ?? "",
    },
  };
}

/** The request carries only what differs from the policy: an endorsement is its changes. */
function requestOf(policy: Policy, values: EndorseValues) {
  const before = valuesOf(policy).changes;
  const changes: Record<string, unknown> = {};
  if (policy.home) {
    const home = homeChangesOf(policy.home, values.changes.home);
    if (Object.keys(home).length > 0) changes.home = home;
  } else {
    for (const field of ["premium", "coverage"] as const) {
      if (values.changes[field].trim() !== before[field]) changes[field] = dollars(values.changes[field]);
    }
  }
  for (const field of textFields) {
    if (values.changes[field].trim() !== before[field]) changes[field] = values.changes[field];
  }
  return { type: "endorsement", effectiveDate: values.effectiveDate, changes };
}

/**
 * An active policy's Endorse: any of its priced or declared fields, from a day
 * in its term (today in Florida unless changed). A rated home changes what it
 * is rated on instead of its premium (a new roof, shutters, an inspection),
 * and the quote shows the price after with its worksheet.
 */
export function EndorseDialog({
  policy,
  defaultOpen,
  onOpenChange,
}: {
  policy: Policy;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation(staffNs);
  const schema = useMemo(
    () => formSchema((values: EndorseValues) => requestOf(policy, values), transactionRequestSchema),
    [policy],
  );
  const form = useZodForm(schema, valuesOf(policy));
  useFollowPolicy(form, policy, valuesOf);
  const homeErrorText = useHomeErrorText("changes.home");
  return (
    <TransactionDialog
      policyId={policy.id}
      form={form}
      fields={fields}
      trigger={{ label: t("transactionActions.endorse"), icon: Stamp, variant: "primary" }}
      title={t("transactionActions.endorseTitle", { number: policy.policyNumber })}
      lead={t("transactionActions.endorseLead")}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      fieldOf={homeFieldOf}
      errorText={homeErrorText}
    >
      <DateField name="effectiveDate" labelKey="effectiveDate" hint={t("transactionForm.endorseDateHint")} />
      {policy.home ? (
        <div className="space-y-3">
          <p className="text-muted-foreground">{t("transactionForm.homeRatedNote")}</p>
          <HomeFields prefix="changes.home" />
        </div>
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold">{t("transactionForm.pricedSection")}</legend>
          <MoneyField name="changes.premium" labelKey="annualPremium" />
          <MoneyField name="changes.coverage" labelKey="coverage" />
        </fieldset>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t("transactionForm.declarationsSection")}</legend>
        <div className="sm:col-span-2">
          <TextField name="changes.insuredName" labelKey="insuredName" required />
        </div>
        <div className="sm:col-span-2">
          <TextField name="changes.address" labelKey="address" />
        </div>
        <TextField name="changes.city" labelKey="city" />
        <Field name="changes.state" label={t("transactionForm.state")}>
          {(control) => (
            <Select
              {...control}
              options={[
                { value: "", label: t("transactionForm.notSet") },
                ...usStates.map((value) => ({ value, label: value })),
              ]}
            />
          )}
        </Field>
        <TextField name="changes.zipCode" labelKey="zipCode" />
        <div className="sm:col-span-2">
          <Field name="changes.description" label={t("transactionForm.description")}>
            {(control) => <Textarea {...control} maxLength={4000} />}
          </Field>
        </div>
      </fieldset>
    </TransactionDialog>
  );
}
