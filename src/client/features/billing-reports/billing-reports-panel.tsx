import { useTranslation } from "react-i18next";
import { billingReportQuerySchema } from "../../../shared/billing-reports";
import { todayInFlorida } from "../../../shared/calendar-date";
import { formatCents } from "../../../shared/format";
import { Field } from "../../components/form/field";
import { Form } from "../../components/form/form";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { QueryStates } from "../../components/lists/query-states";
import { Input } from "../../components/ui/input";
import { useUrlState } from "../../hooks/use-url-state";
import { usePageLanguage } from "../../hooks/use-page-language";
import { billingNs } from "../../lib/billing-texts";
import { formatCalendarDate } from "../../lib/format-date";
import { useAgedReceivables, usePremiumReport } from "./api/get-billing-report";
import { BillingReportCard } from "./billing-report-card";
import { ReportFigures } from "./report-figures";

/** The day the reports are as of, as the server checks it: a real calendar day. */
const asOfSchema = billingReportQuerySchema.pick({ asOf: true }).required();

/**
 * The premium reports: pick the day, read the totals on
 * screen, download the reports per policy as CSV or PDF. The day stays in
 * the address, so a reload or a shared link shows the same figures.
 */
export function BillingReportsPanel() {
  const { t } = useTranslation(billingNs);
  const language = usePageLanguage();
  const [view, setView] = useUrlState({ asOf: "" });
  const asOf = asOfSchema.safeParse({ asOf: view.asOf }).success ? view.asOf : todayInFlorida();
  const form = useZodForm(asOfSchema, { asOf });
  const premium = usePremiumReport(asOf);
  const aged = useAgedReceivables(asOf);
  const money = (cents: number) => formatCents(cents, language);
  const states = { loading: t("reports.loading"), loadFailed: t("reports.loadFailed"), retry: t("common.retry") };

  return (
    <div className="space-y-6">
      <Form
        form={form}
        onSubmit={(chosen) => setView({ asOf: chosen.asOf === todayInFlorida() ? "" : chosen.asOf })}
        errorText={(field) => t(`reports.errors.${field}`)}
        aria-label={t("reports.formLabel")}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-56">
          <Field name="asOf" label={t("reports.asOf")}>
            {(control) => <Input {...control} type="date" />}
          </Field>
        </div>
        <SubmitButton pending={t("reports.show")}>{t("reports.show")}</SubmitButton>
      </Form>
      <p className="font-medium" data-testid="reports-as-of">
        {t("reports.asOfLine", { date: formatCalendarDate(asOf, language, "long") })}
      </p>
      <BillingReportCard name="premium" asOf={asOf}>
        <QueryStates query={premium} texts={states}>
          {(report) => (
            <div className="space-y-2">
              <ReportFigures
                testId="premium-totals"
                figures={[
                  { key: "written", label: t("reports.premium.written"), value: money(report.total.writtenCents) },
                  { key: "earned", label: t("reports.premium.earned"), value: money(report.total.earnedCents) },
                  {
                    key: "unearned",
                    label: t("reports.premium.unearned"),
                    value: money(report.total.unearnedCents),
                  },
                ]}
              />
              <p className="text-muted-foreground">{t("reports.policies", { count: report.policies.length })}</p>
            </div>
          )}
        </QueryStates>
      </BillingReportCard>
      <BillingReportCard name="aged-receivables" asOf={asOf}>
        <QueryStates query={aged} texts={states}>
          {(report) => (
            <div className="space-y-2">
              <ReportFigures
                testId="aged-totals"
                figures={[
                  {
                    key: "current",
                    label: t("reports.aged-receivables.current"),
                    value: money(report.total.currentCents),
                  },
                  {
                    key: "days1To30",
                    label: t("reports.aged-receivables.days1To30"),
                    value: money(report.total.days1To30Cents),
                  },
                  {
                    key: "days31To60",
                    label: t("reports.aged-receivables.days31To60"),
                    value: money(report.total.days31To60Cents),
                  },
                  {
                    key: "days61To90",
                    label: t("reports.aged-receivables.days61To90"),
                    value: money(report.total.days61To90Cents),
                  },
                  {
                    key: "over90Days",
                    label: t("reports.aged-receivables.over90Days"),
                    value: money(report.total.over90DaysCents),
                  },
                  {
                    key: "total",
                    label: t("reports.aged-receivables.total"),
                    value: money(report.total.totalCents),
                    strong: true,
                  },
                ]}
              />
              <p className="text-muted-foreground">{t("reports.policies", { count: report.policies.length })}</p>
            </div>
          )}
        </QueryStates>
      </BillingReportCard>
    </div>
  );
}
