import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Policy } from "../../../shared/policy";
import { transactionRequestSchema, type PolicyTransaction } from "../../../shared/policy-transaction";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { NoKnownLossField } from "./transaction-fields";

const fields = ["noKnownLoss"] as const;

// The day is the rules': the cancellation's when asked for before it took effect (or on a statement of no
// known loss), else today, with a lapse between.
const schema = formSchema(
  ({ noKnownLoss }: { noKnownLoss: boolean }) => ({ type: "reinstatement", ...(noKnownLoss ? { noKnownLoss } : {}) }),
  transactionRequestSchema,
);

/** A cancelled policy's Reinstate: with no gap, or with a lapse once the cancellation has taken effect. */
export function ReinstateDialog({ policy, cancellation }: { policy: Policy; cancellation: PolicyTransaction }) {
  const { t, i18n } = useTranslation(staffNs);
  const form = useZodForm(schema, { noKnownLoss: false });
  return (
    <TransactionDialog
      policyId={policy.id}
      form={form}
      fields={fields}
      trigger={{ label: t("transactionActions.reinstate"), icon: RotateCcw, variant: "primary" }}
      title={t("transactionActions.reinstateTitle", { number: policy.policyNumber })}
      lead={t("transactionActions.reinstateLead", {
        date: formatCalendarDate(cancellation.effectiveDate, i18n.language, "long"),
      })}
    >
      <NoKnownLossField hint={t("transactionForm.noKnownLossReinstateHint")} />
    </TransactionDialog>
  );
}
