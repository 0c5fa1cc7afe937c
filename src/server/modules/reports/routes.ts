import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "../../../shared/api";
import { todayInFlorida } from "../../../shared/calendar-date";
import { reportParamsSchema, reportRequestSchema, reportTypes } from "../../../shared/report";
import { actorOf } from "../../auth/data-scope";
import { sendReportFile } from "../../reporting/report-file";

/**
 * SPEC §7 POST /api/reports/{type}: a report as a CSV or PDF download,
 * streamed. Staff report on the whole book, an agent on their own.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const reports = app.services.reports;

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/reports/:type",
    {
      config: { access: "reports.run" },
      schema: {
        tags: ["reports"],
        summary: `Download a report (${reportTypes.join(", ")}) as CSV or PDF`,
        params: reportParamsSchema,
        body: reportRequestSchema.nullish(),
        response: {
          // Streams bypass the serializer: this only describes the answer.
          200: z.unknown().describe("The report file (text/csv or application/pdf), as an attachment"),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      // An unknown report answers 404 before its body is read.
      const report = reports.named(type);
      const { format } = reportRequestSchema.parse(request.body ?? {});
      const table = await report.table(await actorOf(request));
      const now = new Date();
      return sendReportFile(request, reply, table, { name: `${type}-${todayInFlorida(now)}`, format, now });
    },
  );
}
