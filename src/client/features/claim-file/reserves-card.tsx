import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { reserveLines, type ClaimFile, type ReserveChange } from "../../../shared/claim-file";
import { formatCents } from "../../../shared/format";
import { Field } from "../../components/form/field";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { DataTable } from "../../components/lists/data-table";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { usePageLanguage } from "../../hooks/use-page-language";
import { ActionForm } from "./action-form";
import { useClaimFileAction } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";
import { reserveFormSchema } from "./money-forms";

type ReserveRow = ClaimFile["reserves"][number];

/** The reserves by coverage (set, paid, outstanding), incurred, and the form that sets one with its reason. */
export function Reserves({ file, mayWrite }: { file: ClaimFile; mayWrite: boolean }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const columns = useMemo<ColumnDef<ReserveRow, unknown>[]>(() => {
    const money = (cents: number) => formatCents(cents, language);
    return [
      {
        id: "line",
        header: t("reserves.line"),
        meta: { rowHeader: true },
        cell: ({ row }) => t(`reserves.lines.${row.original.coverage}`),
      },
      {
        id: "reserve",
        header: t("reserves.reserve"),
        meta: { align: "end" },
        cell: ({ row }) => money(row.original.amountCents),
      },
      {
        id: "paid",
        header: t("reserves.paid"),
        meta: { align: "end" },
        cell: ({ row }) => money(row.original.paidCents),
      },
      {
        id: "outstanding",
        header: t("reserves.outstanding"),
        meta: { align: "end" },
        cell: ({ row }) => money(Math.max(0, row.original.amountCents - row.original.paidCents)),
      },
    ];
  }, [t, language]);
  return (
    <div className="space-y-4">
      {file.reserves.length === 0 ? (
        <p>{t("reserves.empty")}</p>
      ) : (
        <DataTable
          caption={t("reserves.caption")}
          columns={columns}
          rows={file.reserves}
          rowKey={(row) => row.coverage}
          readOnly
        />
      )}
      <p className="font-medium">{t("reserves.incurred", { amount: formatCents(file.incurredCents, language) })}</p>
      {mayWrite && !file.closedOn && <ReserveForm claimId={file.id} />}
    </div>
  );
}

function ReserveForm({ claimId }: { claimId: string }) {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const setReserve = useClaimFileAction<ReserveChange>(claimId, "/reserves", "PUT");
  const form = useZodForm(reserveFormSchema(language), { coverage: "", amountCents: "", reason: "" });
  return (
    <section aria-labelledby="reserve-form-title" className="space-y-3">
      <h3 id="reserve-form-title" className="text-lg font-semibold">
        {t("reserves.form.title")}
      </h3>
      <ActionForm form={form} send={setReserve.mutateAsync} failedTitle={t("failed")}>
        <Field name="coverage" label={t("reserves.form.coverage")} required>
          {(control) => (
            <Select
              {...control}
              placeholder={t("reserves.form.coverage")}
              options={reserveLines.map((line) => ({ value: line, label: t(`reserves.lines.${line}`) }))}
            />
          )}
        </Field>
        <Field name="amountCents" label={t("reserves.form.amount")} required>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
        <div className="sm:col-span-2">
          <Field name="reason" label={t("reserves.form.reason")} required>
            {(control) => <Input {...control} maxLength={500} autoComplete="off" />}
          </Field>
        </div>
        <SubmitButton pending={t("reserves.form.submit")}>{t("reserves.form.submit")}</SubmitButton>
      </ActionForm>
    </section>
  );
}
