import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "../../../shared/api";
import { documentListSchema, type Document } from "../../../shared/document";
import { actorOf } from "../../auth/data-scope";
import { portalParams } from "../../../shared/portal";
import { csvStream } from "../../reporting/csv";
import type { Cell } from "../../reporting/report-table";
import { attachmentHeader } from "../../reporting/attachment-header";

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
  const documents = app.services.documents;
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
      const { portal, documents: listed } = await documents.register(
        request.params.id,
        request.query,
        await actorOf(request),
      );
      return reply
        .header("content-disposition", attachmentHeader(`${portal.portalIdentity}-documents.csv`))
        .header("cache-control", "private, no-store")
        .type("text/csv; charset=utf-8")
        .send(csvStream({ columns: [...columns], rows: listed.map(row) }));
    },
  );
}
