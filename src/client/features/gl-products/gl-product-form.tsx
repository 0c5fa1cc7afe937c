import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  glProductStatuses,
  glProductTypes,
  type GlProductFieldName,
  type NewGlProduct,
} from "../../../shared/gl-product";
import { Field, type BoundControlProps } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { staffNs } from "../../lib/staff-texts";
import { toastGlFailure } from "./gl-failure-toast";
import { GlFormsChecklist } from "./gl-forms-checklist";
import { glProductFormSchema, type GlProductDraft } from "./gl-product-draft";
import { fieldExitError, useFieldExit } from "./use-field-exit";

/**
 * A GL product's fields (SPEC §3), for New Product and Edit Product. Each
 * field is checked by the server as the user leaves it (GL_OnFieldExit) and
 * its message shows under the field; saving checks everything with the same
 * schema on both sides, marks what the server refuses and keeps all that was
 * typed. Leaving with unsaved changes asks first.
 */
export function GlProductForm({
  productId,
  initial,
  submitLabel,
  call,
  onSubmit,
  onCancel,
}: {
  /** The product being edited (its own name is no clash), or null for a new one. */
  productId: string | null;
  initial: GlProductDraft;
  submitLabel: string;
  /** The call saving makes, whose SPEC §8 message a failure shows. */
  call: "create" | "update";
  onSubmit: (product: NewGlProduct) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(staffNs);
  const form = useZodForm(glProductFormSchema, initial);
  const exit = useFieldExit(form, productId);

  /** The control's bindings, with the field checked on the server once the user leaves it. */
  const checkedOnExit = (field: GlProductFieldName) => (control: BoundControlProps) => ({
    ...control,
    onBlur: async (event: FocusEvent) => {
      await control.onBlur(event);
      await exit(field);
    },
  });
  const label = (field: GlProductFieldName, required = false) =>
    required ? `${t(`glProductForm.${field}`)} *` : t(`glProductForm.${field}`);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onFailure={(error, fieldsMarked) => toastGlFailure(call, error, fieldsMarked)}
      fieldOf={(path) => path.split(".")[0] as keyof GlProductDraft}
      // The server's own words for what it refused (on leaving a field or on saving); the form's for its own checks.
      errorText={(field, error) =>
        error.type === fieldExitError || error.type === "server"
          ? error.message
          : t(`glProductForm.errors.${field.split(".")[0]}`)
      }
      guardUnsaved
      className="space-y-6"
    >
      <p className="text-muted-foreground">{t("glProductForm.requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field name="name" label={label("name", true)} required>
            {(control) => <Input {...checkedOnExit("name")(control)} autoComplete="off" />}
          </Field>
        </div>
        <Field name="productType" label={label("productType", true)} required>
          {(control) => (
            <Select
              {...checkedOnExit("productType")(control)}
              placeholder={t("glProductForm.chooseType")}
              options={glProductTypes.map((value) => ({ value, label: t(`glProductType.${value}`) }))}
            />
          )}
        </Field>
        <Field name="status" label={label("status")}>
          {(control) => (
            <Select
              {...checkedOnExit("status")(control)}
              options={glProductStatuses.map((value) => ({ value, label: t(`glStatus.${value}`) }))}
            />
          )}
        </Field>
        <Field name="effectiveDate" label={label("effectiveDate", true)} required>
          {(control) => <Input {...checkedOnExit("effectiveDate")(control)} type="date" />}
        </Field>
        <Field name="expirationDate" label={label("expirationDate")} hint={t("glProductForm.expirationHint")}>
          {(control) => <Input {...checkedOnExit("expirationDate")(control)} type="date" />}
        </Field>
        <Field name="premium" label={label("premium", true)} hint={t("glProductForm.premiumHint")} required>
          {(control) => (
            <Input {...checkedOnExit("premium")(control)} type="number" inputMode="numeric" min={1} step={1} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field name="description" label={label("description")}>
            {(control) => <Textarea {...checkedOnExit("description")(control)} rows={3} />}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field name="coverage" label={label("coverage", true)} hint={t("glProductForm.coverageHint")} required>
            {(control) => <Textarea {...checkedOnExit("coverage")(control)} rows={5} />}
          </Field>
        </div>
      </div>
      <GlFormsChecklist held={initial.forms} onLeave={() => void exit("forms")} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={t("glProductForm.saving")}>{submitLabel}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </Form>
  );
}
