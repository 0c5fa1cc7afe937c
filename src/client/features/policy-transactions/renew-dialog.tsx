import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Policy } from "../../../shared/policy";
import { transactionRequestSchema } from "../../../shared/policy-transaction";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { formatCalendarDate } from "../../lib/format-date";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { dollars, MoneyField } from "./transaction-fields";
import { useFollowPolicy } from "./use-follow-policy";

const fields = ["changes.premium"] as const;

const valuesOf = (policy: Policy) => ({ changes: { premium: String(policy.premium) } });

// A renewal starts when the term ends: the premium of the new term is all it asks,
// and a rated home's comes from the rate table's renewal version, so it asks nothing.
const schemas = {
  priced: formSchema(
    ({ changes }: { changes: { premium: string } }) => ({
      type: "renewal",
      changes: { premium: dollars(changes.premium) },
    }),
    transactionRequestSchema,
  ),
  rated: formSchema(() => ({ type: "renewal" }), transactionRequestSchema),
};

/**
 * An active policy's Renew, by hand: the next term's annual premium,
 * prefilled with this term's; a rated home is priced again by the renewal
 * version, and its quote shows the worksheet.
 */
export function RenewDialog({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(staffNs);
  const form = useZodForm(policy.home ? schemas.rated : schemas.priced, valuesOf(policy));
  useFollowPolicy(form, policy, valuesOf);
  return (
    <TransactionDialog
      policyId={policy.id}
      form={form}
      fields={fields}
      trigger={{ label: t("transactionActions.renew"), icon: CalendarClock }}
      title={t("transactionActions.renewTitle", { number: policy.policyNumber })}
      lead={t("transactionActions.renewLead", {
        date: formatCalendarDate(policy.expirationDate, i18n.language, "long"),
      })}
    >
      {policy.home ? (
        <p className="text-muted-foreground">{t("transactionForm.homeRatedRenewal")}</p>
      ) : (
        <MoneyField name="changes.premium" labelKey="renewalPremium" />
      )}
    </TransactionDialog>
  );
}
