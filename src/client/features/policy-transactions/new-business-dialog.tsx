import { FilePlus2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format";
import type { Policy } from "../../../shared/policy";
import { transactionRequestSchema } from "../../../shared/policy-transaction";
import { formSchema } from "../../components/form/form-schema";
import { useZodForm } from "../../components/form/use-zod-form";
import { usePageLanguage } from "../../hooks/use-page-language";
import { staffNs } from "../../lib/staff-texts";
import { TransactionDialog } from "./transaction-dialog";
import { DateField, dollars, MoneyField } from "./transaction-fields";
import { useFollowPolicy } from "./use-follow-policy";

interface NewBusinessValues {
  effectiveDate: string;
  changes: { expirationDate: string; premium: string; coverage: string };
}

const fields = ["effectiveDate", "changes.expirationDate", "changes.premium", "changes.coverage"] as const;

const valuesOf = (policy: Policy): NewBusinessValues => ({
  effectiveDate: policy.effectiveDate,
  changes: {
    expirationDate: policy.expirationDate,
    premium: String(policy.premium),
    coverage: String(policy.coverage),
  },
});

/** A rated home's premium and coverage come from its rating, so only its term is sent. */
const toRequest = (rated: boolean) => (values: NewBusinessValues) => ({
  type: "newBusiness",
  effectiveDate: values.effectiveDate,
  changes: {
    expirationDate: values.changes.expirationDate,
    ...(rated ? {} : { premium: dollars(values.changes.premium), coverage: dollars(values.changes.coverage) }),
  },
});

const schemas = {
  rated: formSchema(toRequest(true), transactionRequestSchema),
  priced: formSchema(toRequest(false), transactionRequestSchema),
};

/** A draft or pending policy's Quote: its first term and premium, prefilled from the policy, priced before it is issued. */
export function NewBusinessDialog({ policy }: { policy: Policy }) {
  const { t } = useTranslation(staffNs);
  const language = usePageLanguage();
  const form = useZodForm(policy.home ? schemas.rated : schemas.priced, valuesOf(policy));
  useFollowPolicy(form, policy, valuesOf);
  return (
    <TransactionDialog
      policyId={policy.id}
      form={form}
      fields={fields}
      trigger={{ label: t("transactionActions.quote"), icon: FilePlus2, variant: "primary" }}
      title={t("transactionActions.newBusinessTitle", { number: policy.policyNumber })}
      lead={t("transactionActions.newBusinessLead")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="effectiveDate" labelKey="effectiveDate" />
        <DateField name="changes.expirationDate" labelKey="expirationDate" />
        {policy.home ? (
          <p className="text-muted-foreground sm:col-span-2" data-testid="rated-premium">
            {t("transactionForm.homeRatedPremium", { premium: formatMoney(policy.premium, language) })}
          </p>
        ) : (
          <>
            <MoneyField name="changes.premium" labelKey="annualPremium" />
            <MoneyField name="changes.coverage" labelKey="coverage" />
          </>
        )}
      </div>
    </TransactionDialog>
  );
}
