import type { ReportFormat, ReportType } from "../../../../shared/report";
import { downloadFile } from "../../../lib/download-file";

/** POST /api/reports/{type}: the report from live data, downloaded as CSV or PDF. */
export const generateReport = (type: ReportType, format: ReportFormat) =>
  downloadFile(`/api/reports/${encodeURIComponent(type)}`, { method: "POST", body: { format } }, `${type}.${format}`);
