import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { policyTypes } from "../../../shared/policy";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";

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
  const [text, setText] = useState(values.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };
  const select = (id: keyof PolicyFilterValues, label: string, options: { value: string; label: string }[]) => (
    <div className="space-y-1">
      <label htmlFor={`policy-${id}`} className="block text-sm font-medium">
        {label}
      </label>
      <Select
        id={`policy-${id}`}
        value={values[id]}
        onChange={(event) => onChange({ [id]: event.target.value })}
        options={options}
      />
    </div>
  );
  return (
    <form
      role="search"
      aria-label={t("policySearch.filters.label")}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor="policy-q" className="block text-sm font-medium">
          {t("policySearch.filters.text")}
        </label>
        <div className="flex gap-2">
          <Input id="policy-q" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" aria-label={t("policySearch.filters.search")}>
            <Search aria-hidden="true" />
          </Button>
        </div>
      </div>
      {select("policyType", t("policySearch.filters.type"), [
        { value: "", label: t("policySearch.filters.allTypes") },
        ...policyTypes.map((type) => ({ value: type, label: t(`policyType.${type}`) })),
      ])}
      {select("status", t("policySearch.filters.status"), [
        { value: "", label: t("common.allStatuses") },
        ...searchStatuses.map((status) => ({ value: status, label: t(`policyStatus.${status}`) })),
      ])}
      {select("businessType", t("policySearch.filters.businessType"), [
        { value: "", label: t("common.allBusinessTypes") },
        ...searchBusinessTypes.map((type) => ({ value: type, label: t(`businessType.${type}`) })),
      ])}
    </form>
  );
}
