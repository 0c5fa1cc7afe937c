import { FileBarChart } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { reportFormats, reportTypes, type ReportType } from "../../../shared/report";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { downloadFile } from "../../lib/download-file";

/** Generate Report (an alert in the spec): pick a report and CSV or PDF, then it downloads. */
export function GenerateReportDialog({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ReportType>(reportTypes[0]);
  const [format, setFormat] = useState<(typeof reportFormats)[number]>("csv");
  const [busy, setBusy] = useState(false);

  async function generate(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await downloadFile(`/api/reports/${type}`, { method: "POST", body: { format } }, `${type}.${format}`);
      toast.success(t("reports.done"));
      setOpen(false);
    } catch (error) {
      toast.error(t("reports.failed"), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileBarChart aria-hidden="true" />
          {t("dashboard.quick.generateReport")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <form onSubmit={generate} className="space-y-5">
          <DialogTitle>{t("reports.title")}</DialogTitle>
          <DialogDescription>{t("reports.lead")}</DialogDescription>
          <FormField label={t("reports.report")}>
            {(control) => (
              <Select
                {...control}
                value={type}
                onChange={(event) => setType(event.target.value as ReportType)}
                options={reportTypes.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
              />
            )}
          </FormField>
          <fieldset className="space-y-2">
            <legend className="font-medium">{t("reports.format")}</legend>
            {reportFormats.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="format"
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                  className="size-5 accent-primary"
                />
                {t(`reports.${value}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy}>
            {busy ? t("reports.generating") : t("reports.generate")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
