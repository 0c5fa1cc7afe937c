import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  agedReceivablesSchema,
  billingReportQuerySchema,
  delinquentInvoiceSchema,
  delinquentSearchSchema,
  premiumReportSchema,
  type BillingReportFile,
  type BillingReportName,
} from "../../../shared/billing-reports";
import { pageSchema } from "../../../shared/page";
import { callerOf } from "../../auth/data-scope";
import { languageOf } from "../../request-language";
import { attachmentHeader } from "../../reporting/attachment-header";
import { billingReportCsv } from "./report-csv";
import { billingReportPdf } from "./report-pdf";
import type { BillingReportTable } from "./report-tables";
import { agedReceivablesTable, premiumReportTable } from "./report-tables";

const tags = ["billing"];
const access = "billing.manage";
const asFile = "With format=csv or format=pdf the answer is that file, as an attachment, in the caller's language.";

/** Premium reports, aged receivables and the delinquency list: staff only, reads only. */
export async function billingReportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reports = app.services.billingReports;

  /** A report's file: CSV or PDF in the caller's language, named for the report and its day. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    name: BillingReportName,
    format: BillingReportFile,
    table: BillingReportTable,
    asOf: string,
  ) {
    reply
      .header("content-disposition", attachmentHeader(`${name}-${asOf}.${format}`))
      .header("cache-control", "no-store");
    if (format === "csv") return reply.type("text/csv; charset=utf-8").send(billingReportCsv(table));
    const generatedFor = (await callerOf(request)).name;
    return reply
      .type("application/pdf")
      .send(billingReportPdf(table, { generatedFor, now: new Date(), company: app.company }));
  }

  routes.get(
    "/api/billing/reports/premium",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Written, earned and unearned premium as of the end of a day (asOf, today in Florida by default), per policy and in total: transactions issued and in effect by then, earned day by day to the cent; earned + unearned = written on every line",
        description: asFile,
        querystring: billingReportQuerySchema,
        response: { 200: envelopeSchema(premiumReportSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { asOf, format } = request.query;
      const report = await reports.premium(asOf);
      if (format === "json") return ok(report);
      const table = premiumReportTable(report, languageOf(request));
      return sendFile(request, reply, "premium", format, table, report.asOf);
    },
  );

  routes.get(
    "/api/billing/reports/aged-receivables",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Aged receivables: what is open on each policy's invoices, in buckets by days past due on a day (current, 1–30, 31–60, 61–90, over 90), and the totals",
        description: asFile,
        querystring: billingReportQuerySchema,
        response: { 200: envelopeSchema(agedReceivablesSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { asOf, format } = request.query;
      const report = await reports.agedReceivables(asOf);
      if (format === "json") return ok(report);
      const table = agedReceivablesTable(report, languageOf(request));
      return sendFile(request, reply, "aged-receivables", format, table, report.asOf);
    },
  );

  routes.get(
    "/api/billing/delinquent",
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The delinquency list: invoices still open after their due day (Florida), the most overdue policy first, each with the notice of cancellation for non-payment standing on its policy (issued, not reinstated since) and its effective date",
        querystring: delinquentSearchSchema,
        response: { 200: envelopeSchema(pageSchema(delinquentInvoiceSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await reports.delinquent(request.query)),
  );
}
