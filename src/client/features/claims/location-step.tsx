import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { claimStates, type ClaimPhoto } from "../../../shared/claim";
import { Field } from "../../components/form/field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import type { ClaimAnswers } from "../../lib/claim-draft";
import { PhotoPicker } from "./photo-picker";
import { YesNoField } from "./yes-no-field";

/** Step 3, Incident Location: the address, what happened, whether the home is habitable, and optional photos. */
export function LocationStep({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const { getValues, setValue } = useFormContext<ClaimAnswers>();
  const photos = useWatch<ClaimAnswers, "photos">({ name: "photos" });
  // An upload ends after its own wait: it adds to the photos there are then, not to those there were when it began.
  const changePhotos = (update: (current: ClaimPhoto[]) => ClaimPhoto[]) =>
    setValue("photos", update(getValues("photos")), { shouldDirty: true });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="location.address1" label={`${t("location.address1")} *`} required>
        {(control) => <Input {...control} autoComplete="address-line1" />}
      </Field>
      <Field name="location.address2" label={t("location.address2")} hint={t("location.address2Hint")}>
        {(control) => <Input {...control} autoComplete="address-line2" />}
      </Field>
      <Field name="location.city" label={`${t("location.city")} *`} required>
        {(control) => <Input {...control} autoComplete="address-level2" />}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field name="location.state" label={`${t("location.state")} *`} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("choose")}
              options={claimStates.map((state) => ({ value: state, label: state }))}
            />
          )}
        </Field>
        <Field name="location.zip" label={`${t("location.zip")} *`} required>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="postal-code" />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          name="location.lossDetails"
          label={`${t("location.lossDetails")} *`}
          hint={t("location.lossDetailsHint")}
          required
        >
          {(control) => <Textarea {...control} rows={5} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <YesNoField
          name="location.isHomeHabitable"
          legend={t("location.isHomeHabitable")}
          labels={{ yes: t("yes"), no: t("no") }}
        />
      </div>
      <div className="sm:col-span-2">
        <PhotoPicker ns={ns} photos={photos} onChange={changePhotos} />
      </div>
    </div>
  );
}
