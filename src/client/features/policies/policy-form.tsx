import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Agent } from "../../../shared/account";
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
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { apiRequest } from "../../lib/api-client";
import { checkWith, focusFirstInvalid } from "../../lib/form-validation";
import { useCurrentUser } from "../auth/use-current-user";
import { staffNs } from "../staff/staff-texts";

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
  };
}

const amount = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));

/** The payload: numbers as numbers; choices left empty are left out rather than sent blank. */
function payloadOf(draft: PolicyDraft): Record<string, unknown> {
  const { businessType, state, zipCode, agentId, premium, coverage, ...rest } = draft;
  return {
    ...rest,
    premium: amount(premium),
    coverage: amount(coverage),
    ...(businessType ? { businessType } : {}),
    ...(state ? { state } : {}),
    ...(zipCode.trim() ? { zipCode } : {}),
    ...(agentId ? { agentId } : {}),
  };
}

function useAgents(enabled: boolean) {
  return useQuery({
    queryKey: ["agents"],
    queryFn: () => apiRequest<Agent[]>("/api/agents"),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The policy's fields (SPEC §3 New policy form), for New Policy and Edit.
 * The required marks of SPEC §5 are enforced here and on the server, with
 * the same schema; the fields the server refuses are marked too. Staff pick
 * the agent; an agent is always the agent of what they write.
 */
export function PolicyForm({
  initial,
  submitLabel,
  pending,
  refused,
  onSubmit,
  onCancel,
}: {
  initial: PolicyDraft;
  submitLabel: string;
  pending: boolean;
  refused: string[];
  onSubmit: (policy: NewPolicy) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const user = useCurrentUser();
  const choosesAgent = can(user.role, "policies.readAll");
  const agents = useAgents(choosesAgent);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<string[]>([]);
  const marked = new Set([...invalid, ...refused]);
  const errorOf = (field: keyof PolicyDraft) => (marked.has(field) ? t(`policyForm.errors.${field}`) : null);
  const bind = (field: keyof PolicyDraft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWith(newPolicySchema, payloadOf(draft));
    if (!checked.valid) {
      setInvalid(checked.fields);
      focusFirstInvalid(form.current);
      return;
    }
    setInvalid([]);
    onSubmit(checked.data);
  }

  const text = (field: keyof PolicyDraft, required = false) => (
    <FormField
      label={required ? `${t(`policyForm.${field}`)} *` : t(`policyForm.${field}`)}
      error={errorOf(field)}
      required={required}
    >
      {(control) => <Input {...control} {...bind(field)} />}
    </FormField>
  );
  const money = (field: "premium" | "coverage") => (
    <FormField label={`${t(`policyForm.${field}`)} *`} error={errorOf(field)} required>
      {(control) => <Input {...control} {...bind(field)} type="number" inputMode="numeric" min={1} step={1} />}
    </FormField>
  );
  const date = (field: "effectiveDate" | "expirationDate") => (
    <FormField label={`${t(`policyForm.${field}`)} *`} error={errorOf(field)} required>
      {(control) => <Input {...control} {...bind(field)} type="date" />}
    </FormField>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-8">
      <p className="text-muted-foreground">{t("policyForm.requiredNote")}</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("policyForm.policySection")}</legend>
        <FormField label={`${t("policyForm.policyType")} *`} error={errorOf("policyType")} required>
          {(control) => (
            <Select
              {...control}
              {...bind("policyType")}
              placeholder={t("policyForm.choose")}
              options={policyTypes.map((value) => ({ value, label: t(`policyType.${value}`) }))}
            />
          )}
        </FormField>
        {text("insuredName", true)}
        <FormField label={t("policyForm.businessType")}>
          {(control) => (
            <Select
              {...control}
              {...bind("businessType")}
              options={[
                { value: "", label: t("policyForm.notSet") },
                ...businessTypes.map((value) => ({ value, label: t(`businessType.${value}`) })),
              ]}
            />
          )}
        </FormField>
        <FormField label={t("policyForm.status")}>
          {(control) => (
            <Select
              {...control}
              {...bind("status")}
              options={policyStatuses.map((value) => ({ value, label: t(`policyStatus.${value}`) }))}
            />
          )}
        </FormField>
        {date("effectiveDate")}
        {date("expirationDate")}
        {money("premium")}
        {money("coverage")}
        {choosesAgent && (
          <FormField label={t("policyForm.agentId")} error={errorOf("agentId")}>
            {(control) => (
              <Select
                {...control}
                {...bind("agentId")}
                options={[
                  { value: "", label: t("policyForm.noAgent") },
                  ...(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
                ]}
              />
            )}
          </FormField>
        )}
        <div className="sm:col-span-2">
          <FormField label={t("policyForm.description")} error={errorOf("description")}>
            {(control) => <Textarea {...control} {...bind("description")} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("policyForm.addressSection")}</legend>
        <div className="sm:col-span-2">{text("address")}</div>
        {text("city")}
        <FormField label={t("policyForm.state")}>
          {(control) => (
            <Select
              {...control}
              {...bind("state")}
              options={[
                { value: "", label: t("policyForm.notSet") },
                ...usStates.map((value) => ({ value, label: value })),
              ]}
            />
          )}
        </FormField>
        {text("zipCode")}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? t("policyForm.saving") : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
