import type { FastifyReply, FastifyRequest } from "fastify";
import { callerOf } from "../auth/data-scope";
import { attachmentHeader } from "./attachment-header";
import { csvStream } from "./csv";
import { reportPdf } from "./pdf";
import type { ReportTable } from "./report-table";

/**
 * A report as the download the caller asked for, named `<name>.<format>`
 * and never cached: CSV, or a PDF that says when and for whom it was made.
 */
export async function sendReportFile(
  request: FastifyRequest,
  reply: FastifyReply,
  table: ReportTable,
  { name, format, now = new Date() }: { name: string; format: "csv" | "pdf"; now?: Date },
) {
  reply.header("content-disposition", attachmentHeader(`${name}.${format}`)).header("cache-control", "no-store");
  if (format === "csv") return reply.type("text/csv; charset=utf-8").send(csvStream(table));
  const generatedFor = (await callerOf(request)).name;
  return reply.type("application/pdf").send(reportPdf(table, { generatedFor, now, company: request.server.company }));
}
