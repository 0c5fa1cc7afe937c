import { FileBarChart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { reportFormats, reportRequestSchema, reportTypes } from "../../../shared/report";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { Select } from "../../components/ui/select";
import { generateReport } from "./api/generate-report";

/** The server's request (the format), and which report: the address it is asked for at. */
const reportFormSchema = reportRequestSchema.extend({ type: z.enum(reportTypes) });
type ReportChoice = z.infer<typeof reportFormSchema>;

/** Generate Report (an alert in the spec): pick a report and CSV or PDF, then it downloads. */
export function GenerateReportDialog({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  // Held here, not in the dialog: the last choice is offered again.
  const form = useZodForm(reportFormSchema, { type: reportTypes[0] as string, format: "csv" });

  async function generate({ type, format }: ReportChoice) {
    await generateReport(type, format);
    toast.success(t("reports.done"));
    setOpen(false);
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
        <Form
          form={form}
          onSubmit={generate}
          onFailure={(error) =>
            toast.error(t("reports.failed"), { description: error instanceof Error ? error.message : undefined })
          }
          className="space-y-5"
        >
          <DialogTitle>{t("reports.title")}</DialogTitle>
          <DialogDescription>{t("reports.lead")}</DialogDescription>
          <Field name="type" label={t("reports.report")}>
            {(control) => (
              <Select
                {...control}
                options={reportTypes.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
              />
            )}
          </Field>
          <fieldset className="space-y-2">
            <legend className="font-medium">{t("reports.format")}</legend>
            {reportFormats.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input type="radio" value={value} className="size-5 accent-primary" {...form.register("format")} />
                {t(`reports.${value}`)}
              </label>
            ))}
          </fieldset>
          <SubmitButton pending={t("reports.generating")}>{t("reports.generate")}</SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
