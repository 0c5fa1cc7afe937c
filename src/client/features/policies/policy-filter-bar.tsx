import { useTranslation } from "react-i18next";
import { policyTypes } from "../../../shared/policy";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";

export interface PolicyFilterValues {
  q: string;
  policyType: string;
  status: string;
  businessType: string;
}

// SPEC §9: the search offers three statuses and the first four business types.
const searchStatuses = ["active", "pending", "inactive"] as const;
const searchBusinessTypes = ["Corporation", "LLC", "Partnership", "Sole Proprietorship"] as const;

/** The SPEC §9 search filters: free text on submit, the three selects at once. */
export function PolicyFilterBar({
  ns,
  values,
  onChange,
}: {
  ns: string;
  values: PolicyFilterValues;
  onChange: (changes: Partial<PolicyFilterValues>) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <FilterBar
      label={t("policySearch.filters.label")}
      searchButtonLabel={t("policySearch.filters.search")}
      search={{ name: "q", label: t("policySearch.filters.text"), value: values.q }}
      selects={[
        {
          name: "policyType",
          label: t("policySearch.filters.type"),
          value: values.policyType,
          options: choicesWithAll(t("policySearch.filters.allTypes"), policyTypes, (type) => t(`policyType.${type}`)),
        },
        {
          name: "status",
          label: t("policySearch.filters.status"),
          value: values.status,
          options: choicesWithAll(t("common.allStatuses"), searchStatuses, (status) => t(`policyStatus.${status}`)),
        },
        {
          name: "businessType",
          label: t("policySearch.filters.businessType"),
          value: values.businessType,
          options: choicesWithAll(t("common.allBusinessTypes"), searchBusinessTypes, (type) =>
            t(`businessType.${type}`),
          ),
        },
      ]}
      onChange={onChange}
    />
  );
}
