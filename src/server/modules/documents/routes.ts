import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  documentChangeSchema,
  documentCountersSchema,
  documentListSchema,
  documentSchema,
  newDocumentSchema,
  workflowRequestSchema,
  type Document,
} from "../../../shared/document";
import { pageSchema } from "../../../shared/page";
import { actorOf } from "../../auth/data-scope";
import { inlineFilePolicy } from "../../security/content-security-policy";
import { portalParams } from "../../../shared/portal";
import { attachmentHeader } from "../../reporting/attachment-header";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

const id = z.string().min(1).max(100);
/** Both `/api/portal/{id}/documents/{docId}` and `/api/documents/{docId}` use these. */
const documentParams = z.object({ id: id.optional(), docId: id });
const documentAnswer = { 200: envelopeSchema(documentSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/**
 * Documents (SPEC §2 Recent Documents and the portal's Documents card, §7
 * paths): lists, entries, changes, the approval workflow and downloads.
 * Uploads are in upload-routes.ts; the rules are the service's.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const documents = app.services.documents;

  routes.get(
    "/api/portal/:id/documents",
    {
      config: { access: "documents.read" },
      schema: {
        tags: ["documents"],
        summary: "A portal's documents: filter, sort and pages with totals",
        params: portalParams,
        querystring: documentListSchema,
        response: { 200: envelopeSchema(pageSchema(documentSchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await documents.listOnPortal(request.params.id, request.query, await actorOf(request))),
  );

  routes.post(
    "/api/portal/:id/documents",
    {
      config: { access: "documents.write" },
      schema: {
        tags: ["documents"],
        summary: "Add a document to a portal: an earlier upload (documentId), or an entry whose file comes later",
        params: portalParams,
        body: newDocumentSchema,
        response: { 201: envelopeSchema(documentSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const document = await documents.addToPortal(request.params.id, request.body, await actorOf(request));
      return reply
        .code(201)
        .send(ok<Document>(document, textFor(request, message("document.added", { name: document.name }))));
    },
  );

  routes.get(
    "/api/documents/recent",
    {
      config: { access: "documents.read" },
      schema: {
        tags: ["documents"],
        summary: "Recent Documents: the latest changed first, with the four counters",
        querystring: documentListSchema,
        response: {
          200: envelopeSchema(pageSchema(documentSchema).extend({ counters: documentCountersSchema })),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await documents.recent(request.query, await actorOf(request))),
  );

  routes.get(
    "/api/documents/:docId",
    {
      config: { access: "documents.read" },
      schema: { tags: ["documents"], summary: "One document", params: documentParams, response: documentAnswer },
    },
    async (request) => ok<Document>(await documents.findOrNotFound(request.params, await actorOf(request))),
  );

  routes.get(
    "/api/documents/:docId/download",
    {
      config: { access: "documents.read" },
      schema: {
        tags: ["documents"],
        summary: "The document's file, as an attachment; ?inline=true shows a PDF or an image in the browser",
        params: documentParams,
        querystring: z.object({ inline: z.enum(["true", "false"]).optional() }),
        // Buffers bypass the serializer: this only describes the answer.
        response: { 200: z.unknown().describe("The file's bytes, with its media type"), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const document = await documents.file(request.params, await actorOf(request));
      // Only types the browser shows safely may open in place; anything else is always a download.
      const viewable = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/.test(document.contentType ?? "");
      const inline = request.query.inline === "true" && viewable;
      const disposition = attachmentHeader(document.name);
      if (inline) {
        // The document page shows it in a frame: this site's pages may frame it, no other site may.
        reply.header("x-frame-options", "SAMEORIGIN").header("content-security-policy", inlineFilePolicy);
      }
      return reply
        .header("content-type", document.contentType ?? "application/octet-stream")
        .header("content-disposition", inline ? disposition.replace(/^attachment/, "inline") : disposition)
        .header("cache-control", "private, no-store")
        .send(document.content);
    },
  );

  for (const prefix of ["/api/portal/:id/documents/:docId", "/api/documents/:docId"]) {
    routes.put(
      prefix,
      {
        config: { access: "documents.write" },
        schema: {
          tags: ["documents"],
          summary: "Change a document's details (not an approved one); its status moves only through the workflow",
          params: documentParams,
          body: documentChangeSchema,
          response: { ...documentAnswer, 400: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const changed = await documents.change(request.params, request.body, await actorOf(request));
        return ok<Document>(changed, textFor(request, message("document.saved", { name: changed.name })));
      },
    );

    routes.delete(
      prefix,
      {
        config: { access: "documents.write" },
        schema: {
          tags: ["documents"],
          summary: "Delete a document (not an approved one); it is kept for the audit trail",
          params: documentParams,
          response: documentAnswer,
        },
      },
      async (request) => {
        const removed = await documents.remove(request.params, await actorOf(request));
        return ok<Document>(removed, textFor(request, message("document.deleted", { name: removed.name })));
      },
    );

    routes.post(
      `${prefix}/workflow`,
      {
        config: { access: "documents.write" },
        schema: {
          tags: ["documents"],
          summary: "Approve, reject (with a reason) or send for review; an illegal move answers 409",
          params: documentParams,
          body: workflowRequestSchema,
          response: { ...documentAnswer, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const moved = await documents.transition(request.params, request.body, await actorOf(request));
        return ok<Document>(
          moved,
          textFor(
            request,
            message("document.moved", { name: moved.name, status: { key: `words.documentStatus.${moved.status}` } }),
          ),
        );
      },
    );
  }
}
