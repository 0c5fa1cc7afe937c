import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { claimVoidSchema, type ClaimPayment } from "../../../shared/claim-file";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { useClaimFileAction } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";

/** A payment's row actions: a claims manager approves one above an adjuster's authority; a live one can be voided. */
export function PaymentActions({
  claimId,
  payment,
  mayVoid,
  mayApprove,
}: {
  claimId: string;
  payment: ClaimPayment;
  mayVoid: boolean;
  mayApprove: boolean;
}) {
  const { t } = useTranslation(claimFileNs);
  const approve = useClaimFileAction(claimId, `/payments/${encodeURIComponent(payment.id)}/approve`);
  return (
    <div className="flex flex-wrap gap-2">
      {mayApprove && payment.status === "pendingApproval" && (
        <Button
          variant="outline"
          disabled={approve.isPending}
          onClick={() =>
            approve.mutateAsync(undefined).then(
              ({ message }) => toast.success(message),
              (error: Error) => toast.error(t("failed"), { description: error.message }),
            )
          }
        >
          {t("payments.approve")}
        </Button>
      )}
      {mayVoid && payment.status !== "voided" && <VoidDialog claimId={claimId} paymentId={payment.id} />}
    </div>
  );
}

/** Voiding asks for the reason first: the payment's deductible and amount go back to the claim. */
function VoidDialog({ claimId, paymentId }: { claimId: string; paymentId: string }) {
  const { t } = useTranslation(claimFileNs);
  const [open, setOpen] = useState(false);
  const voidPayment = useClaimFileAction<{ reason: string }>(
    claimId,
    `/payments/${encodeURIComponent(paymentId)}/void`,
  );
  const form = useZodForm(claimVoidSchema, { reason: "" });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t("payments.void")}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("payments.cancel")} className="max-w-lg space-y-4">
        <DialogTitle>{t("payments.voidTitle")}</DialogTitle>
        <DialogDescription>{t("payments.voidBody")}</DialogDescription>
        <Form
          form={form}
          onSubmit={async (payload) => {
            const { message } = await voidPayment.mutateAsync(payload);
            toast.success(message);
            setOpen(false);
          }}
          onFailure={(error, marked) => {
            if (!marked) toast.error(t("failed"), { description: (error as Error).message });
          }}
          className="space-y-4"
        >
          <Field name="reason" label={t("payments.voidReason")} required>
            {(control) => <Input {...control} maxLength={500} autoComplete="off" />}
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton variant="destructive" pending={t("payments.voidConfirm")}>
              {t("payments.voidConfirm")}
            </SubmitButton>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("payments.cancel")}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
