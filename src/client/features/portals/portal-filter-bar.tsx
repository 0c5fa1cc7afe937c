import { useTranslation } from "react-i18next";
import { portalBusinessTypes, portalStatuses } from "../../../shared/portal";
import { choicesWithAll, FilterBar } from "../../components/lists/filter-bar";

export interface PortalFilterValues {
  searchTerm: string;
  status: string;
  businessType: string;
}

/** The dashboard's filter bar: free text on submit, the two selects at once. */
export function PortalFilterBar({
  ns,
  values,
  onChange,
}: {
  ns: string;
  values: PortalFilterValues;
  onChange: (changes: Partial<PortalFilterValues>) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <FilterBar
      label={t("dashboard.filters.label")}
      searchButtonLabel={t("common.search")}
      search={{
        name: "searchTerm",
        label: t("dashboard.filters.search"),
        value: values.searchTerm,
        placeholder: t("dashboard.filters.searchPlaceholder"),
      }}
      selects={[
        {
          name: "status",
          label: t("dashboard.filters.status"),
          value: values.status,
          options: choicesWithAll(t("common.allStatuses"), portalStatuses, (status) => t(`status.${status}`)),
        },
        {
          name: "businessType",
          label: t("dashboard.filters.businessType"),
          value: values.businessType,
          options: choicesWithAll(t("common.allBusinessTypes"), portalBusinessTypes, (type) =>
            t(`businessType.${type}`),
          ),
        },
      ]}
      onChange={onChange}
    />
  );
}
