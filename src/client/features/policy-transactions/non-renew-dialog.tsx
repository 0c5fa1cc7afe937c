import { CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Policy } from "../../../shared/policy";
import { nonRenewalReasons, transactionRequestSchema } from "../../../shared/policy-transaction";
import { Field } from "../../components/form/field";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { Select } from "../../components/ui/select";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { NoteField } from "./transaction-fields";

const fields = ["reason", "note"] as const;

// No date to choose: a non-renewal takes effect when the term ends. The reason in words is the server's to require.
const schema = formSchema(
  ({ reason, note }: { reason: string; note: string }) => ({
    type: "nonRenewal",
    ...(reason ? { reason } : {}),
    ...(note.trim() ? { note } : {}),
  }),
  transactionRequestSchema,
);

/** An active policy's Non-renew: the policy ends with its term; the reason, in words, is printed on the notice. */
export function NonRenewDialog({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(staffNs);
  const form = useZodForm(schema, { reason: "", note: "" });
  return (
    <TransactionDialog
      policyId={policy.id}
      form={form}
      fields={fields}
      trigger={{ label: t("transactionActions.nonRenew"), icon: CalendarX2 }}
      title={t("transactionActions.nonRenewTitle", { number: policy.policyNumber })}
      lead={t("transactionActions.nonRenewLead", {
        date: formatCalendarDate(policy.expirationDate, i18n.language, "long"),
      })}
    >
      <Field name="reason" label={t("transactionForm.reason")} hint={t("transactionForm.nonRenewReasonHint")}>
        {(control) => (
          <Select
            {...control}
            placeholder={t("transactionForm.chooseReason")}
            options={nonRenewalReasons.map((value) => ({ value, label: t(`cancellationReason.${value}`) }))}
          />
        )}
      </Field>
      <NoteField hint={t("transactionForm.nonRenewNoteHint")} />
    </TransactionDialog>
  );
}
