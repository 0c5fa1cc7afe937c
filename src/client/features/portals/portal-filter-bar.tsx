import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { portalBusinessTypes, portalStatuses } from "../../../shared/portal";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";

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
  const [text, setText] = useState(values.searchTerm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ searchTerm: text.trim() });
  };
  return (
    <form
      role="search"
      aria-label={t("dashboard.filters.label")}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor="portal-search" className="block text-sm font-medium">
          {t("dashboard.filters.search")}
        </label>
        <div className="flex gap-2">
          <Input
            id="portal-search"
            type="search"
            value={text}
            placeholder={t("dashboard.filters.searchPlaceholder")}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label={t("common.search")}>
            <Search aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor="portal-status" className="block text-sm font-medium">
          {t("dashboard.filters.status")}
        </label>
        <Select
          id="portal-status"
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value })}
          options={[
            { value: "", label: t("common.allStatuses") },
            ...portalStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="portal-business-type" className="block text-sm font-medium">
          {t("dashboard.filters.businessType")}
        </label>
        <Select
          id="portal-business-type"
          value={values.businessType}
          onChange={(event) => onChange({ businessType: event.target.value })}
          options={[
            { value: "", label: t("common.allBusinessTypes") },
            ...portalBusinessTypes.map((type) => ({ value: type, label: t(`businessType.${type}`) })),
          ]}
        />
      </div>
    </form>
  );
}
