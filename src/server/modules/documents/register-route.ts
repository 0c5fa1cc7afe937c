import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "../../../shared/api";
import { documentListSchema, type Document } from "../../../shared/document";
import { maxPageSize } from "../../../shared/policy";
import { callerOf, scopeOf } from "../../auth/data-scope";
import { portalNotFound, portalParams } from "../portals/routes";
import { createPortalRepository } from "../portals/repository";
import { csvStream } from "../reports/csv";
import type { Cell } from "../reports/report-table";
import { attachmentHeader } from "./attachment-header";
import { createDocumentRepository } from "./repository";

const columns = [
  { header: "Document Name", kind: "text" },
  { header: "Type", kind: "text" },
  { header: "Status", kind: "text" },
  { header: "Priority", kind: "text" },
  { header: "Category", kind: "text" },
  { header: "Size", kind: "bytes" },
  { header: "Modified", kind: "text" },
  { header: "Modified By", kind: "text" },
  { header: "Rejection Reason", kind: "text" },
] as const;

const row = (document: Document): Cell[] => [
  document.name,
  document.type,
  document.status,
  document.priority,
  document.category,
  document.size,
  document.lastModified,
  document.modifiedBy,
  document.rejectionReason,
];

/**
 * The portal's Download and its Documents card's Export (alerts in the
 * spec): the portal's document register, filtered as the card shows it, as CSV.
 */
export async function documentRegisterRoute(app: FastifyInstance): Promise<void> {
  const portals = createPortalRepository(app.database.db);
  const documents = createDocumentRepository(app.database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/portal/:id/documents/export",
    {
      config: { access: "documents.read" },
      schema: {
        tags: ["documents"],
        summary: "The portal's documents, filtered as in GET /api/portal/{id}/documents, as a CSV download",
        params: portalParams,
        querystring: documentListSchema.omit({ page: true, pageSize: true }),
        response: { 200: z.unknown().describe("text/csv attachment"), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const portal = await portals.find(request.params.id, scopeOf(await callerOf(request)));
      if (!portal) throw portalNotFound();
      const rows: Cell[][] = [];
      for (let page = 1; ; page += 1) {
        const result = await documents.list(
          { ...request.query, page, pageSize: maxPageSize },
          { kind: "all" },
          portal.diHeaderGUID,
        );
        rows.push(...result.items.map(row));
        if (page >= result.totalPages) break;
      }
      return reply
        .header("content-disposition", attachmentHeader(`${portal.portalIdentity}-documents.csv`))
        .header("cache-control", "private, no-store")
        .type("text/csv; charset=utf-8")
        .send(csvStream({ title: `${portal.QsmConfigName} documents`, columns: [...columns], rows }));
    },
  );
}
