import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  claimPaymentMethods,
  reserveLines,
  type ClaimFile,
  type ClaimPayment,
  type ClaimPaymentRequest,
} from "../../../shared/claim-file";
import { todayInFlorida } from "../../../shared/calendar-date";
import { formatCents } from "../../../shared/format";
import { Field } from "../../components/form/field";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { DataTable } from "../../components/lists/data-table";
import { StatusBadge } from "../../components/lists/status-badge";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatCalendarDate } from "../../lib/format-date";
import { ActionForm } from "./action-form";
import { useClaimFileAction } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";
import { paymentFormSchema } from "./money-forms";
import { PaymentActions } from "./payment-actions";

/**
 * The claim's payments with their deductible arithmetic (gross, deductible
 * applied, what is left of it, net), what is left of the claim's deductible,
 * and the form that pays: the deductible is the system's, never typed.
 */
export function Payments({ file, mayWrite, mayApprove }: { file: ClaimFile; mayWrite: boolean; mayApprove: boolean }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const columns = useMemo<ColumnDef<ClaimPayment, unknown>[]>(() => {
    const money = (cents: number) => formatCents(cents, language);
    const amount = (id: string, key: "grossCents" | "deductibleCents" | "deductibleLeftCents" | "netCents") => ({
      id,
      header: t(`payments.${id}`),
      meta: { align: "end" as const },
      cell: ({ row }: { row: { original: ClaimPayment } }) => money(row.original[key]),
    });
    return [
      {
        id: "date",
        header: t("payments.date"),
        meta: { rowHeader: true },
        cell: ({ row }) => formatCalendarDate(todayInFlorida(new Date(row.original.createdAt)), language),
      },
      {
        id: "coverage",
        header: t("payments.coverage"),
        cell: ({ row }) => t(`reserves.lines.${row.original.coverage}`),
      },
      { id: "payee", header: t("payments.payee"), cell: ({ row }) => row.original.payee },
      amount("gross", "grossCents"),
      amount("deductible", "deductibleCents"),
      amount("deductibleLeft", "deductibleLeftCents"),
      amount("net", "netCents"),
      {
        id: "interest",
        header: t("payments.interest"),
        meta: { align: "end" },
        cell: ({ row }) => money(row.original.interestCents),
      },
      {
        id: "status",
        header: t("payments.status"),
        cell: ({ row }) => (
          <StatusBadge status={row.original.status} label={t(`payments.statuses.${row.original.status}`)} />
        ),
      },
      {
        id: "actions",
        header: t("payments.actions"),
        cell: ({ row }) => (
          <PaymentActions claimId={file.id} payment={row.original} mayVoid={mayWrite} mayApprove={mayApprove} />
        ),
      },
    ];
  }, [t, language, file.id, mayWrite, mayApprove]);
  const { deductible } = file;
  return (
    <div className="space-y-4">
      <p>
        {t("deductible.summary", {
          kind: t(`deductible.kinds.${deductible.kind}`),
          amount: formatCents(deductible.amountCents, language),
          applied: formatCents(deductible.appliedCents, language),
          remaining: formatCents(deductible.remainingCents, language),
        })}
      </p>
      {file.payments.length === 0 ? (
        <p>{t("payments.empty")}</p>
      ) : (
        <DataTable
          caption={t("payments.caption")}
          columns={columns}
          rows={file.payments}
          rowKey={(payment) => payment.id}
          hiddenColumns={mayWrite || mayApprove ? [] : ["actions"]}
        />
      )}
      {mayWrite && !file.closedOn && <PayForm file={file} />}
    </div>
  );
}

function PayForm({ file }: { file: ClaimFile }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const pay = useClaimFileAction<ClaimPaymentRequest>(file.id, "/payments");
  const form = useZodForm(paymentFormSchema(language), { coverage: "", grossCents: "", payee: "", method: "" });
  return (
    <section aria-labelledby="pay-form-title" className="space-y-3">
      <h3 id="pay-form-title" className="text-lg font-semibold">
        {t("payments.form.title")}
      </h3>
      <ActionForm form={form} send={pay.mutateAsync} failedTitle={t("failed")}>
        <Field name="coverage" label={t("payments.form.coverage")} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("payments.form.coverage")}
              options={reserveLines.map((line) => ({ value: line, label: t(`reserves.lines.${line}`) }))}
            />
          )}
        </Field>
        <Field name="grossCents" label={t("payments.form.gross")} hint={t("payments.form.grossHint")} required>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field name="payee" label={t("payments.form.payee")} required>
          {(control) => <Input {...control} maxLength={200} autoComplete="off" />}
        </Field>
        <Field name="method" label={t("payments.form.method")} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("payments.form.method")}
              options={claimPaymentMethods.map((method) => ({
                value: method,
                label: t(`payments.form.methods.${method}`),
              }))}
            />
          )}
        </Field>
        <SubmitButton pending={t("payments.form.submit")}>{t("payments.form.submit")}</SubmitButton>
      </ActionForm>
    </section>
  );
}
