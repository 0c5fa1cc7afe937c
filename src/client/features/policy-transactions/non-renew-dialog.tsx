import { CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Policy } from "../../../shared/policy";
import { transactionRequestSchema } from "../../../shared/policy-transaction";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { NoteField } from "./transaction-fields";

const fields = ["note"] as const;

// No date to choose: a non-renewal takes effect when the term ends.
const schema = formSchema(
  ({ note }: { note: string }) => ({ type: "nonRenewal", ...(note.trim() ? { note } : {}) }),
  transactionRequestSchema,
);

/** An active policy's Non-renew: the policy ends with its term; the note tells the insured why. */
export function NonRenewDialog({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(staffNs);
  const form = useZodForm(schema, { note: "" });
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
      <NoteField hint={t("transactionForm.nonRenewNoteHint")} />
    </TransactionDialog>
  );
}
