import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { accountStatuses, newAccountSchema, type NewAccount } from "../../../shared/insured-account";
import { businessTypes, usStates } from "../../../shared/policy";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { useAgents } from "../../lib/api/get-agents";
import { staffNs } from "../../lib/staff-texts";
import type { InsuredAccountDraft } from "./insured-account-draft";

type TextField = "name" | "contactName" | "email" | "phone" | "address" | "city" | "zipCode";

/**
 * An insured account's fields (the business or household that holds
 * policies), for New Account and Edit. Checked with the server's own schema
 * on both sides; the fields the server refuses are marked with its message,
 * everything typed stays, and leaving with unsaved changes asks first. Staff
 * choose the servicing agent; an agent's accounts are always their own.
 */
export function InsuredAccountForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: InsuredAccountDraft;
  submitLabel: string;
  onSubmit: (account: NewAccount) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const choosesAgent = initial.agentId !== undefined;
  const agents = useAgents({ enabled: choosesAgent });
  const form = useZodForm(newAccountSchema, initial);

  const text = (field: TextField, props: { type?: string; autoComplete?: string; inputMode?: "tel" } = {}) => (
    <Field
      name={field}
      label={field === "name" ? `${t("accountForm.name")} *` : t(`accountForm.${field}`)}
      required={field === "name"}
    >
      {(control) => <Input {...control} {...props} />}
    </Field>
  );
  const choice = (field: "businessType" | "state", values: readonly string[], labelOf: (value: string) => string) => (
    <Field name={field} label={t(`accountForm.${field}`)}>
      {(control) => (
        <Select
          {...control}
          options={[
            { value: "", label: t("accountForm.notSet") },
            ...values.map((value) => ({ value, label: labelOf(value) })),
          ]}
        />
      )}
    </Field>
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onFailure={(error, fieldsMarked) =>
        toast.error(t("accountForm.saveFailed"), { description: fieldsMarked ? undefined : (error as Error).message })
      }
      // The server's own words for what it refused; the form's for its own checks.
      errorText={(field, error) => (error.type === "server" ? error.message : t(`accountForm.errors.${field}`))}
      guardUnsaved
      className="space-y-8"
    >
      <p className="text-muted-foreground">{t("accountForm.requiredNote")}</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("accountForm.accountSection")}</legend>
        <div className="sm:col-span-2">{text("name", { autoComplete: "organization" })}</div>
        {choice("businessType", businessTypes, (value) => t(`businessType.${value}`))}
        <Field name="status" label={t("accountForm.status")}>
          {(control) => (
            <Select
              {...control}
              options={accountStatuses.map((value) => ({ value, label: t(`accountStatus.${value}`) }))}
            />
          )}
        </Field>
        {/* Shown once the agents are known, so the account's own agent is the one selected. */}
        {choosesAgent && agents.data && (
          <Field name="agentId" label={t("accountForm.agentId")}>
            {(control) => (
              <Select
                {...control}
                options={[
                  { value: "", label: t("accountForm.noAgent") },
                  ...agents.data.map((agent) => ({ value: agent.id, label: agent.name })),
                ]}
              />
            )}
          </Field>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("accountForm.contactSection")}</legend>
        {text("contactName", { autoComplete: "name" })}
        {text("email", { type: "email", autoComplete: "email" })}
        {text("phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-semibold">{t("accountForm.addressSection")}</legend>
        <div className="sm:col-span-2">{text("address", { autoComplete: "street-address" })}</div>
        {text("city", { autoComplete: "address-level2" })}
        {choice("state", usStates, (value) => value)}
        {text("zipCode", { autoComplete: "postal-code" })}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={t("accountForm.saving")}>{submitLabel}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </Form>
  );
}
