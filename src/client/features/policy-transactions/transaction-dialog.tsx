import type { LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { PolicyTransaction, TransactionRequest } from "../../../shared/policy-transaction";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form/form-alert";
import { SubmitButton } from "../../components/form/submit-button";
import { Button, type ButtonProps } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { staffNs } from "../../lib/staff-texts";
import { useQuoteTransaction } from "./api/quote-transaction";
import { QuoteReview } from "./quote-review";

/**
 * One transaction's dialog, in two steps: the form, then "Get quote" prices
 * it on the server and shows the quote (QuoteReview) before anything is
 * issued. The form lives with the caller, so Back (and a dialog opened again)
 * finds everything as typed; a refusal shows the server's words above the
 * buttons and marks the field it names.
 */
export function TransactionDialog<Values extends FieldValues>({
  policyId,
  form,
  fields,
  trigger,
  title,
  lead,
  defaultOpen = false,
  onOpenChange,
  fieldOf,
  errorText,
  children,
}: {
  policyId: string;
  form: UseFormReturn<Values, unknown, TransactionRequest>;
  /** The form's fields, by the request's path ("effectiveDate", "changes.premium"): a server error on another is told only in words. */
  fields: readonly FieldPath<Values>[];
  trigger: { label: string; icon: LucideIcon; variant?: ButtonProps["variant"] };
  title: string;
  lead: ReactNode;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The form's field for a path the server names that is not one of `fields` (a rated home's "roofYear"). */
  fieldOf?: (path: string) => FieldPath<Values> | null;
  /** A field's own words before the dialog's (a home's fields word their errors themselves). */
  errorText?: (field: string, error: FieldError) => string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation(staffNs);
  const [open, setOpen] = useState(defaultOpen);
  const [quote, setQuote] = useState<PolicyTransaction | null>(null);
  const [refusal, setRefusal] = useState("");
  const quoteTransaction = useQuoteTransaction(policyId);
  const Icon = trigger.icon;

  function changeOpen(next: boolean) {
    setOpen(next);
    // Closed on the quote, the quote stays (it waits in Transactions); opened again, the form comes first.
    if (!next) {
      setQuote(null);
      setRefusal("");
    }
    onOpenChange?.(next);
  }

  async function getQuote(request: TransactionRequest) {
    setRefusal("");
    setQuote(await quoteTransaction.mutateAsync(request));
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant={trigger.variant ?? "outline"}>
          <Icon aria-hidden="true" />
          {trigger.label}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-2xl space-y-5">
        <div className="space-y-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{lead}</DialogDescription>
        </div>
        {quote ? (
          <QuoteReview
            policyId={policyId}
            transaction={quote}
            onDone={() => changeOpen(false)}
            onBack={() => {
              setQuote(null);
              // Back on the form, at its first field (once it is on screen again).
              if (fields[0]) setTimeout(() => form.setFocus(fields[0]!), 0);
            }}
          />
        ) : (
          <Form
            form={form}
            onSubmit={getQuote}
            onFailure={(error) => setRefusal(error instanceof Error ? error.message : t("transactions.failed"))}
            fieldOf={(path) =>
              fields.includes(path as FieldPath<Values>) ? (path as FieldPath<Values>) : (fieldOf?.(path) ?? null)
            }
            errorText={(field, error) =>
              errorText?.(field, error) ?? t(`transactionForm.errors.${field}`, { defaultValue: error.message })
            }
            className="space-y-5"
          >
            {children}
            <FormAlert>{refusal}</FormAlert>
            <div className="flex flex-wrap gap-3">
              <SubmitButton pending={t("transactionForm.quoting")}>{t("transactionForm.getQuote")}</SubmitButton>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                {t("common.cancel")}
              </Button>
            </div>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
