import type { BillingReportFile, BillingReportName } from "../../../../shared/billing-reports";
import { downloadFile } from "../../../lib/download-file";

/** GET /api/billing/reports/{name}?asOf=&format=: the report as CSV or PDF, in the page's language. */
export const downloadBillingReport = (name: BillingReportName, asOf: string, format: BillingReportFile) =>
  downloadFile(
    `/api/billing/reports/${name}?${new URLSearchParams({ asOf, format })}`,
    {},
    `${name}-${asOf}.${format}`,
  );
