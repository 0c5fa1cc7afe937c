import type { ColumnDef } from "@tanstack/react-table";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { billingReportFiles, type BillingReportFile } from "../../../shared/billing-reports";
import type { CatastropheFigures, CatastropheReport } from "../../../shared/catastrophe-report";
import { formatCents } from "../../../shared/format";
import { DataTable } from "../../components/lists/data-table";
import { RecordCard } from "../../components/lists/facts";
import { QueryStates } from "../../components/lists/query-states";
import { Button } from "../../components/ui/button";
import { usePageLanguage } from "../../hooks/use-page-language";
import { downloadCatastropheReport, useCatastropheReport } from "./api/catastrophes";
import { claimFileNs } from "./claim-file-texts";

type Row = CatastropheFigures & { key: string; catastrophe: string; county: string; total?: boolean };
const moneyFields = ["lossPaidCents", "expensePaidCents", "outstandingCents", "incurredCents"] as const;
const moneyHeaders = {
  lossPaidCents: "lossPaid",
  expensePaidCents: "expensePaid",
  outstandingCents: "outstanding",
  incurredCents: "incurred",
} as const;

/** The report's rows in words, and its total as a last, bold row. */
function rowsOf(report: CatastropheReport, t: (key: string) => string): Row[] {
  const rows = report.rows.map((row) => ({
    ...row,
    key: `${row.catastropheId}|${row.county}`,
    catastrophe: row.catastropheName ?? t("catastrophes.report.noCatastrophe"),
    county: row.county ?? t("catastrophes.report.unknownCounty"),
  }));
  return [
    ...rows,
    { ...report.total, key: "total", catastrophe: t("catastrophes.report.total"), county: "", total: true },
  ];
}

/** Claims and their money by catastrophe and county on screen, and as CSV or PDF. */
export function CatastropheReportCard() {
  const { t } = useTranslation(claimFileNs);
  const language = usePageLanguage();
  const report = useCatastropheReport();
  const [pending, setPending] = useState<BillingReportFile | null>(null);
  const title = t("catastrophes.report.title");

  async function download(format: BillingReportFile) {
    setPending(format);
    try {
      await downloadCatastropheReport(format);
      toast.success(t("catastrophes.report.downloaded", { title }));
    } catch (error) {
      toast.error(t("catastrophes.report.downloadFailed"), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPending(null);
    }
  }

  const count = (field: "claims" | "openClaims", header: string): ColumnDef<Row, unknown> => ({
    id: field,
    header: t(`catastrophes.report.${header}`),
    meta: { align: "end" },
    cell: ({ row }) => row.original[field],
  });
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "catastrophe",
      header: t("catastrophes.report.catastrophe"),
      meta: { rowHeader: true },
      cell: ({ row }) => row.original.catastrophe,
    },
    { id: "county", header: t("catastrophes.report.county"), cell: ({ row }) => row.original.county },
    count("claims", "claims"),
    count("openClaims", "open"),
    ...moneyFields.map((field): ColumnDef<Row, unknown> => ({
      id: field,
      header: t(`catastrophes.report.${moneyHeaders[field]}`),
      meta: { align: "end" },
      cell: ({ row }) => formatCents(row.original[field], language),
    })),
  ];

  return (
    <RecordCard title={title}>
      <p className="text-muted-foreground">{t("catastrophes.report.lead")}</p>
      <QueryStates
        query={report}
        texts={{
          loading: t("catastrophes.report.loading"),
          loadFailed: t("catastrophes.report.loadFailed"),
          retry: t("retry"),
        }}
      >
        {(figures) =>
          figures.rows.length === 0 ? (
            <p>{t("catastrophes.report.empty")}</p>
          ) : (
            <DataTable
              caption={t("catastrophes.report.caption", { count: figures.rows.length })}
              columns={columns}
              rows={rowsOf(figures, t)}
              rowKey={(row) => row.key}
              readOnly
              rowClassName={(row) => row.total && "font-semibold"}
            />
          )
        }
      </QueryStates>
      <div className="flex flex-wrap gap-3">
        {billingReportFiles.map((format) => (
          <Button key={format} variant="outline" disabled={pending !== null} onClick={() => void download(format)}>
            <FileDown aria-hidden="true" />
            {pending === format ? t("catastrophes.report.downloading") : t(`catastrophes.report.${format}`)}
          </Button>
        ))}
      </div>
    </RecordCard>
  );
}
