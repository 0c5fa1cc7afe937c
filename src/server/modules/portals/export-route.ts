import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "../../../shared/api";
import { todayInFlorida } from "../../../shared/calendar-date";
import { maxPageSize } from "../../../shared/policy";
import { portalFilterSchema, type Portal } from "../../../shared/portal";
import { actorOf } from "../../auth/data-scope";
import { attachmentHeader } from "../../reporting/attachment-header";
import { csvStream } from "../../reporting/csv";
import type { Cell } from "../../reporting/report-table";

const columns = [
  { header: "Portal ID", kind: "text" },
  { header: "Portal Name", kind: "text" },
  { header: "Company Name", kind: "text" },
  { header: "Policy #", kind: "text" },
  { header: "Premium", kind: "money" },
  { header: "Status", kind: "text" },
  { header: "Business Type", kind: "text" },
  { header: "Coverage Type", kind: "text" },
  { header: "Effective", kind: "date" },
  { header: "Expiration", kind: "date" },
  { header: "Created By", kind: "text" },
] as const;

const row = (portal: Portal): Cell[] => [
  portal.portalIdentity,
  portal.QsmConfigName,
  portal.NameInsured,
  portal.policyNumber,
  portal.premiumAmount,
  portal.status,
  portal.businessType,
  portal.coverageType,
  portal.effectiveDate,
  portal.expirationDate,
  portal.sysCreatedBy,
];

/**
 * The dashboard's Export (a placeholder alert in the spec): the portals the
 * current filter shows, every page of them, as CSV. Agents export only theirs.
 */
export async function portalExportRoute(app: FastifyInstance): Promise<void> {
  const portals = app.services.portals;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/home/portals/export",
    {
      config: { access: "portals.read" },
      schema: {
        tags: ["portals"],
        summary: "The dashboard's portal list, filtered as in POST /api/home/portals, as a CSV download",
        body: portalFilterSchema.omit({ page: true, pageSize: true }).nullish(),
        response: {
          200: z.unknown().describe("text/csv attachment"),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const filter = portalFilterSchema.parse({ ...request.body, pageSize: maxPageSize });
      const rows = (await portals.listForExport(filter, await actorOf(request))).map(row);
      const date = todayInFlorida();
      return reply
        .header("content-disposition", attachmentHeader(`portals-${date}.csv`))
        .header("cache-control", "private, no-store")
        .type("text/csv; charset=utf-8")
        .send(csvStream({ columns: [...columns], rows }));
    },
  );
}
