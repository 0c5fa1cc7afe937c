import { useTranslation } from "react-i18next";
import { transactionTypes, type TransactionType } from "../../../shared/policy-transaction";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";

/** The type a list shows, "" for all; applied at once. */
export function TransactionTypeFilter({
  value,
  onChange,
}: {
  value: TransactionType | "";
  onChange: (type: TransactionType | "") => void;
}) {
  const { t } = useTranslation(staffNs);
  return (
    <div className="max-w-xs">
      <FormField label={t("transactions.filterLabel")}>
        {(control) => (
          <Select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value as TransactionType | "")}
            options={[
              { value: "", label: t("transactions.allTypes") },
              ...transactionTypes.map((type) => ({ value: type, label: t(`transactionType.${type}`) })),
            ]}
          />
        )}
      </FormField>
    </div>
  );
}
