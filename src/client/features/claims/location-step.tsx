import { useTranslation } from "react-i18next";
import { claimStates, type ClaimPhoto } from "../../../shared/claim";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { PhotoPicker } from "./photo-picker";
import type { StepProps } from "./step-props";
import { YesNoField } from "./yes-no-field";

type TextField = "address1" | "address2" | "city" | "zip";

/** Step 3, Incident Location: the address, what happened, whether the home is habitable, and optional photos. */
export function LocationStep({
  ns,
  values,
  set,
  errorOf,
  photos,
  onPhotosChange,
}: StepProps<"location"> & {
  photos: ClaimPhoto[];
  onPhotosChange: (update: (photos: ClaimPhoto[]) => ClaimPhoto[]) => void;
}) {
  const { t } = useTranslation(ns);
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={`${t("location.address1")} *`} error={errorOf("address1")} required>
        {(control) => <Input {...control} {...text("address1")} autoComplete="address-line1" />}
      </FormField>
      <FormField label={t("location.address2")} hint={t("location.address2Hint")} error={errorOf("address2")}>
        {(control) => <Input {...control} {...text("address2")} autoComplete="address-line2" />}
      </FormField>
      <FormField label={`${t("location.city")} *`} error={errorOf("city")} required>
        {(control) => <Input {...control} {...text("city")} autoComplete="address-level2" />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={`${t("location.state")} *`} error={errorOf("state")} required>
          {(control) => (
            <Select
              {...control}
              name="state"
              placeholder={t("choose")}
              value={values.state}
              onChange={(event) => set("state", event.target.value)}
              options={claimStates.map((state) => ({ value: state, label: state }))}
            />
          )}
        </FormField>
        <FormField label={`${t("location.zip")} *`} error={errorOf("zip")} required>
          {(control) => <Input {...control} {...text("zip")} inputMode="numeric" autoComplete="postal-code" />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField
          label={`${t("location.lossDetails")} *`}
          hint={t("location.lossDetailsHint")}
          error={errorOf("lossDetails")}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              name="lossDetails"
              rows={5}
              value={values.lossDetails}
              onChange={(event) => set("lossDetails", event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <YesNoField
          name="isHomeHabitable"
          legend={t("location.isHomeHabitable")}
          value={values.isHomeHabitable}
          onChange={(answer) => set("isHomeHabitable", answer)}
          labels={{ yes: t("yes"), no: t("no") }}
          error={errorOf("isHomeHabitable")}
        />
      </div>
      <div className="sm:col-span-2">
        <PhotoPicker ns={ns} photos={photos} onChange={onPhotosChange} />
      </div>
    </div>
  );
}
