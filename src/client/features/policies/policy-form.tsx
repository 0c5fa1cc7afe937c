import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { can } from "../../../shared/permissions";
import {
  businessTypes,
  newPolicySchema,
  policyStatuses,
  policyTypes,
  usStates,
  type NewPolicy,
  type Policy,
} from "../../../shared/policy";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useAgents } from "../../lib/api/get-agents";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffNs } from "../../lib/staff-texts";

/** What the inputs hold, as typed. */
export interface PolicyDraft {
  policyType: string;
  insuredName: string;
  businessType: string;
  effectiveDate: string;
  expirationDate: string;
  premium: string;
  coverage: string;
  description: string;
  agentId: string;
  status: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** The insured account the policy belongs to ("" for none); not an input: given by the page. */
  accountId: string;
}

export const emptyPolicyDraft: PolicyDraft = {
  policyType: "",
  insuredName: "",
  businessType: "",
  effectiveDate: "",
  expirationDate: "",
  premium: "",
  coverage: "",
  description: "",
  agentId: "",
  status: "draft",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  accountId: "",
};

export function draftOfPolicy(policy: Policy): PolicyDraft {
  return {
    policyType: policy.policyType,
    insuredName: policy.insuredName,
    businessType: policy.businessType ?? "",
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    premium: String(policy.premium),
    coverage: String(policy.coverage),
    description: policy.description ?? "",
    agentId: policy.agent?.id ?? "",
    status: policy.status,
    address: policy.address ?? "",
    city: policy.city ?? "",
    state: policy.state ?? "",
    zipCode: policy.zipCode ?? "",
    accountId: policy.account?.id ?? "",
  };
}

const amount = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));

/** The payload: numbers as numbers; choices left empty are left out rather than sent blank. */
function payloadOf(draft: PolicyDraft) {
  const { businessType, state, zipCode, agentId, accountId, premium, coverage, ...rest } = draft;
  return {
    ...rest,
    premium: amount(premium),
    coverage: amount(coverage),
    ...(businessType ? { businessType } : {}),
    ...(state ? { state } : {}),
    ...(zipCode.trim() ? { zipCode } : {}),
    ...(agentId ? { agentId } : {}),
    ...(accountId ? { accountId } : {}),
  };
}

/** The form's schema: the server's own, judging the payload the inputs make. */
const policyFormSchema = formSchema(payloadOf, newPolicySchema);

/**
 * The policy's fields (SPEC §3 New policy form), for New Policy and Edit.
 * The required marks of SPEC §5 are enforced here and on the server, with
 * the same schema; the fields the server refuses are marked too, and leaving
 * with unsaved changes asks first. Staff pick the agent; an agent is always
 * the agent of what they write.
 */
export function PolicyForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  priced,
  rated,
}: {
  initial: PolicyDraft;
  submitLabel: string;
  /** Saves; a refusal with field errors marks those fields, any failure is told in a toast. */
  onSubmit: (policy: NewPolicy) => Promise<unknown>;
  onCancel: () => void;
  /**
   * An issued policy's status, dates, premium and coverage change only by its
   * transactions: given, this is shown in their place (read-only, with the way
   * to change them) and the form offers them no input.
   */
  priced?: ReactNode;
  /** A draft home's premium and coverage come from its rating: this is shown in their place, with no input. */
  rated?: ReactNode;
}) {
  const { t } = useTranslation(staffNs);
  const user = useCurrentUser();
  const choosesAgent = can(user.role, "policies.readAll");
  const agents = useAgents({ enabled: choosesAgent });
  const form = useZodForm(policyFormSchema, initial);

  const text = (field: keyof PolicyDraft, required = false) => (
    <Field
      name={field}
      label={required ? `${t(`policyForm.${field}`)} *` : t(`policyForm.${field}`)}
      required={required}
    >
      {(control) => <Input {...control} />}
    </Field>
  );
  const money = (field: "premium" | "coverage") => (
    <Field name={field} label={`${t(`policyForm.${field}`)} *`} required>
      {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} />}
    </Field>
  );
  const date = (field: "effectiveDate" | "expirationDate") => (
    <Field name={field} label={`${t(`policyForm.${field}`)} *`} required>
      {(control) => <Input {...control} type="date" />}
    </Field>
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onFailure={(error) => toast.error(t("policyForm.saveFailed"), { description: (error as Error).message })}
      errorText={(field) => t(`policyForm.errors.${field}`)}
      guardUnsaved
      className="space-y-8"
    >
      <p className="text-muted-foreground">{t("policyForm.requiredNote")}</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("policyForm.policySection")}</legend>
        <Field name="policyType" label={`${t("policyForm.policyType")} *`} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("policyForm.choose")}
              options={policyTypes.map((value) => ({ value, label: t(`policyType.${value}`) }))}
            />
          )}
        </Field>
        {text("insuredName", true)}
        <Field name="businessType" label={t("policyForm.businessType")}>
          {(control) => (
            <Select
              {...control}
              options={[
                { value: "", label: t("policyForm.notSet") },
                ...businessTypes.map((value) => ({ value, label: t(`businessType.${value}`) })),
              ]}
            />
          )}
        </Field>
        {priced ? (
          <div className="sm:col-span-2">{priced}</div>
        ) : (
          <>
            <Field name="status" label={t("policyForm.status")}>
              {(control) => (
                <Select
                  {...control}
                  options={policyStatuses.map((value) => ({ value, label: t(`policyStatus.${value}`) }))}
                />
              )}
            </Field>
            {date("effectiveDate")}
            {date("expirationDate")}
            {rated ? (
              <div className="sm:col-span-2">{rated}</div>
            ) : (
              <>
                {money("premium")}
                {money("coverage")}
              </>
            )}
          </>
        )}
        {/* Shown once the agents are known, so the policy's own agent is the one selected. */}
        {choosesAgent && agents.data && (
          <Field name="agentId" label={t("policyForm.agentId")}>
            {(control) => (
              <Select
                {...control}
                options={[
                  { value: "", label: t("policyForm.noAgent") },
                  ...agents.data.map((agent) => ({ value: agent.id, label: agent.name })),
                ]}
              />
            )}
          </Field>
        )}
        <div className="sm:col-span-2">
          <Field name="description" label={t("policyForm.description")}>
            {(control) => <Textarea {...control} />}
          </Field>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("policyForm.addressSection")}</legend>
        <div className="sm:col-span-2">{text("address")}</div>
        {text("city")}
        <Field name="state" label={t("policyForm.state")}>
          {(control) => (
            <Select
              {...control}
              options={[
                { value: "", label: t("policyForm.notSet") },
                ...usStates.map((value) => ({ value, label: value })),
              ]}
            />
          )}
        </Field>
        {text("zipCode")}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={t("policyForm.saving")}>{submitLabel}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </Form>
  );
}
