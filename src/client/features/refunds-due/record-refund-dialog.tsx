import { Banknote } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { refundChangeSchema, refundMethods, type RefundChange, type RefundDue } from "../../../shared/billing";
import { todayInFlorida } from "../../../shared/calendar-date";
import { formatCents } from "../../../shared/format";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { useChangeRefund } from "./api/change-refund";

/** How the refund went out, with the check number or transfer reference and the day, as the shared schema checks it. */
function RecordRefundForm({ refund, onDone }: { refund: RefundDue; onDone: () => void }) {
  const { t } = useTranslation(billingNs);
  const change = useChangeRefund(refund.id);
  const [refusal, setRefusal] = useState("");
  const form = useZodForm(refundChangeSchema, {
    status: "paid",
    method: "",
    reference: "",
    paidOn: todayInFlorida(),
  });

  async function record(payload: RefundChange) {
    setRefusal("");
    const paid = await change.mutateAsync(payload);
    toast.success(t("refunds.record.done", { number: paid.policyNumber }));
    onDone();
  }

  return (
    <Form
      form={form}
      onSubmit={record}
      // A refusal with no field of this form (paid meanwhile, withdrawn): the server's words above the buttons.
      onFailure={(error, marked) => {
        if (!marked) setRefusal(error instanceof Error ? error.message : t("refunds.record.failed"));
      }}
      errorText={(field, error) => t(`refunds.record.errors.${field}`, { defaultValue: error.message })}
      className="space-y-5"
    >
      <Field name="method" label={`${t("refunds.record.method")} *`} required>
        {(control) => (
          <Select
            {...control}
            placeholder={t("refunds.record.chooseMethod")}
            options={refundMethods.map((value) => ({ value, label: t(`refundMethod.${value}`) }))}
          />
        )}
      </Field>
      <Field
        name="reference"
        label={`${t("refunds.record.reference")} *`}
        hint={t("refunds.record.referenceHint")}
        required
      >
        {(control) => <Input {...control} maxLength={100} autoComplete="off" />}
      </Field>
      <Field name="paidOn" label={`${t("refunds.record.paidOn")} *`} required>
        {(control) => <Input {...control} type="date" />}
      </Field>
      <FormAlert>{refusal}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={t("refunds.record.saving")}>{t("refunds.record.submit")}</SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </Form>
  );
}

/** A refund's "Record as paid": the dialog with its form, opened from the refund's row. */
export function RecordRefundDialog({ refund }: { refund: RefundDue }) {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const [open, setOpen] = useState(false);
  const amount = formatCents(refund.amountCents, language);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button aria-label={t("refunds.record.open", { amount, number: refund.policyNumber })}>
          <Banknote aria-hidden="true" />
          {t("refunds.record.button")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-lg space-y-5">
        <div className="space-y-2">
          <DialogTitle>{t("refunds.record.title", { amount, number: refund.policyNumber })}</DialogTitle>
          <DialogDescription>{t("refunds.record.lead", { name: refund.insuredName })}</DialogDescription>
        </div>
        {/* Mounted with each opening, so it starts empty. */}
        {open && <RecordRefundForm refund={refund} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
