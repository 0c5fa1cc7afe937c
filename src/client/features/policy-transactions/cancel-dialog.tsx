import { Ban } from "lucide-react";
import { useTranslation } from "react-i18next";
import { todayInFlorida } from "../../../shared/calendar-date";
import type { Policy } from "../../../shared/policy";
import { cancellationMethods, cancellationReasons, transactionRequestSchema } from "../../../shared/policy-transaction";
import { Field } from "../../components/form/field";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { Select } from "../../components/ui/select";
import { company } from "../../lib/company";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { DateField, NoKnownLossField, NoteField } from "./transaction-fields";

interface CancelValues {
  reason: string;
  method: string;
  effectiveDate: string;
  note: string;
  noKnownLoss: boolean;
}

const fields = ["reason", "method", "effectiveDate", "note", "noKnownLoss"] as const;

// A reason left unchosen stays "" so the schema refuses it on its field, rather than the server later.
const toRequest = ({ reason, method, effectiveDate, note, noKnownLoss }: CancelValues) => ({
  type: "cancellation",
  reason,
  method,
  effectiveDate,
  ...(note.trim() ? { note } : {}),
  ...(noKnownLoss ? { noKnownLoss } : {}),
});

const schema = formSchema(toRequest, transactionRequestSchema);

/** Short rate is offered only when the company's rules keep a share of the refund (company.policyRules). */
const methods = cancellationMethods.filter(
  (method) => method !== "shortRate" || company.policyRules.shortRatePercent > 0,
);

/** An active policy's Cancel: why, how the refund is worked out, from when, and a note for the insured. */
export function CancelDialog({ policy }: { policy: Policy }) {
  const { t } = useTranslation(staffNs);
  const form = useZodForm(schema, {
    reason: "",
    method: "proRata",
    effectiveDate: todayInFlorida(),
    note: "",
    noKnownLoss: false,
  });
  return (
    <TransactionDialog
      policyId={policy.id}
      form={form}
      fields={fields}
      trigger={{ label: t("transactionActions.cancel"), icon: Ban }}
      title={t("transactionActions.cancelTitle", { number: policy.policyNumber })}
      lead={t("transactionActions.cancelLead")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="reason" label={`${t("transactionForm.reason")} *`} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("transactionForm.chooseReason")}
              options={cancellationReasons.map((value) => ({ value, label: t(`cancellationReason.${value}`) }))}
            />
          )}
        </Field>
        <Field
          name="method"
          label={`${t("transactionForm.method")} *`}
          hint={
            methods.includes("shortRate")
              ? t("transactionForm.methodHintShortRate", { percent: company.policyRules.shortRatePercent })
              : t("transactionForm.methodHint")
          }
          required
        >
          {(control) => (
            <Select
              {...control}
              options={methods.map((value) => ({ value, label: t(`cancellationMethod.${value}`) }))}
            />
          )}
        </Field>
        <DateField name="effectiveDate" labelKey="effectiveDate" hint={t("transactionForm.cancelDateHint")} />
      </div>
      <NoteField hint={t("transactionForm.cancelNoteHint")} />
      <NoKnownLossField hint={t("transactionForm.noKnownLossCancelHint")} />
    </TransactionDialog>
  );
}
