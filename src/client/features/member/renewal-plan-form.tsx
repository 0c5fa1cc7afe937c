import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { renewalPlanSchema, type PolicyBilling } from "../../../shared/billing";
import { paymentPlans, type PaymentPlan } from "../../../shared/billing-rules";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Select } from "../../components/ui/select";
import { usePageLanguage } from "../../hooks/use-page-language";
import { company } from "../../lib/company";
import { useChangeRenewalPlan } from "./api/change-renewal-plan";
import { memberNs } from "./member-texts";
import { planDescription, planName } from "./plan-words";

/**
 * "Change plan at renewal": the four plans by name, the chosen one described
 * under the list, and Save. The current term keeps its plan; the server says
 * what it did, in the page's language, and the summary shows the next plan.
 */
export function RenewalPlanForm({ billing }: { billing: PolicyBilling & { plan: PaymentPlan } }) {
  const { t } = useTranslation(memberNs);
  const form = useZodForm(renewalPlanSchema, { plan: billing.nextPlan ?? billing.plan });
  const change = useChangeRenewalPlan(billing.policyId);
  const [said, setSaid] = useState("");

  async function save({ plan }: { plan: PaymentPlan }) {
    setSaid("");
    const { message } = await change.mutateAsync(plan);
    setSaid(message);
  }

  return (
    <section
      aria-labelledby="renewal-plan-title"
      className="space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid="renewal-plan"
    >
      <div className="space-y-1">
        <h3 id="renewal-plan-title" className="text-xl font-semibold">
          {t("billing.renewal.title")}
        </h3>
        <p className="text-muted-foreground">{t("billing.renewal.lead")}</p>
      </div>
      <Form
        form={form}
        onSubmit={save}
        // The failure is said in the alert below, from the mutation's own state.
        onFailure={() => undefined}
        className="space-y-4"
      >
        <Field name="plan" label={t("billing.renewal.label")} hint={<ChosenPlan />}>
          {(control) => (
            <Select {...control} options={paymentPlans.map((plan) => ({ value: plan, label: planName(plan, t) }))} />
          )}
        </Field>
        <FormAlert>{change.isError ? t("billing.renewal.failed", { reason: change.error.message }) : null}</FormAlert>
        <p role="status" className="font-medium empty:hidden" data-testid="renewal-plan-saved">
          {said}
        </p>
        <SubmitButton pending={t("billing.renewal.saving")}>{t("billing.renewal.save")}</SubmitButton>
      </Form>
    </section>
  );
}

/** The plan picked in the list, in words, as the field's hint. */
function ChosenPlan() {
  const { t } = useTranslation(memberNs);
  const language = usePageLanguage();
  const plan = useWatch<{ plan: PaymentPlan }, "plan">({ name: "plan" });
  return planDescription(company.billingRules.plans[plan], t, language);
}
