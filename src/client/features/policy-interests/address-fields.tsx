import { useTranslation } from "react-i18next";
import { usStates } from "../../../shared/policy";
import { Field } from "../../components/form/field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { staffNs } from "../../lib/staff-texts";

/** Street, city, state and ZIP code of a postal address, under `prefix` in the surrounding form. */
export function AddressFields({ prefix = "" }: { prefix?: string }) {
  const { t } = useTranslation(staffNs);
  const name = (field: string) => `${prefix}${field}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field name={name("street")} label={`${t("interests.street")} *`} required>
          {(control) => <Input {...control} maxLength={200} autoComplete="off" />}
        </Field>
      </div>
      <Field name={name("city")} label={`${t("interests.city")} *`} required>
        {(control) => <Input {...control} maxLength={100} autoComplete="off" />}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field name={name("state")} label={`${t("interests.state")} *`} required>
          {(control) => <Select {...control} options={usStates.map((value) => ({ value, label: value }))} />}
        </Field>
        <Field name={name("zipCode")} label={`${t("interests.zipCode")} *`} required>
          {(control) => <Input {...control} inputMode="numeric" maxLength={10} autoComplete="off" />}
        </Field>
      </div>
    </div>
  );
}
