import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Policy } from "../../../shared/policy";
import { transactionRequestSchema, type PolicyTransaction } from "../../../shared/policy-transaction";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";

const fields = [] as const;

// Nothing to choose: a reinstatement takes effect on the cancellation's own day.
const schema = formSchema(() => ({ type: "reinstatement" }), transactionRequestSchema);

/** A cancelled policy's Reinstate: back in force from the day the cancellation took effect, the refund reversed. */
export function ReinstateDialog({ policy, cancellation }: { policy: Policy; cancellation: PolicyTransaction }) {
  const { t, i18n } = useTranslation(staffNs);
  const form = useZodForm(schema, {});
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
    />
  );
}
