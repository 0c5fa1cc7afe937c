import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  agedReceivablesSchema,
  billingReportQuerySchema,
  delinquentInvoiceSchema,
  delinquentSearchSchema,
  premiumReportSchema,
} from "../../../shared/billing-reports";
import { pageSchema } from "../../../shared/page";
import { languageOf } from "../../request-language";
import { sendReportFile } from "../../reporting/report-file";
import { agedReceivablesTable, premiumReportTable } from "./report-tables";

const tags = ["billing"];
const access = "billing.manage";
const asFile = "With format=csv or format=pdf the answer is that file, as an attachment, in the caller's language.";

/** Premium reports, aged receivables and the delinquency list: staff only, reads only. */
export async function billingReportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reports = app.services.billingReports;

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
      return sendReportFile(request, reply, table, { name: `premium-${report.asOf}`, format });
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
      return sendReportFile(request, reply, table, { name: `aged-receivables-${report.asOf}`, format });
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
