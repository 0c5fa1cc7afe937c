import { FileDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { billingReportFiles, type BillingReportFile, type BillingReportName } from "../../../shared/billing-reports";
import { Button } from "../../components/ui/button";
import { billingNs } from "../../lib/billing-texts";
import { downloadBillingReport } from "./api/download-billing-report";

/** One report on the screen: its title, what it is, its totals, and its downloads (CSV, PDF) for the same day. */
export function BillingReportCard({
  name,
  asOf,
  children,
}: {
  name: BillingReportName;
  asOf: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(billingNs);
  const [pending, setPending] = useState<BillingReportFile | null>(null);
  const title = t(`reports.${name}.title`);

  async function download(format: BillingReportFile) {
    setPending(format);
    try {
      await downloadBillingReport(name, asOf, format);
      toast.success(t("reports.downloaded", { title }));
    } catch (error) {
      toast.error(t("reports.downloadFailed"), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setPending(null);
    }
  }

  const id = `report-${name}`;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <div className="space-y-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground">{t(`reports.${name}.lead`)}</p>
      </div>
      {children}
      <div className="flex flex-wrap gap-3">
        {billingReportFiles.map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={pending !== null}
            aria-label={t(`reports.download.${format}Of`, { title })}
            onClick={() => void download(format)}
          >
            <FileDown aria-hidden="true" />
            {pending === format ? t("reports.downloading") : t(`reports.download.${format}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
