import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { documentCategories, documentPriorities, documentSchema, type Document } from "../../../shared/document";
import { actorOf } from "../../auth/data-scope";
import { receiveUpload } from "../../uploads/receive-upload";
import { InvalidRequest } from "../../validation/request-validation";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

/** The text fields that may come with the file. */
const uploadFieldsSchema = z
  .object({
    portalId: z.string().min(1).max(100).optional(),
    policyId: z.string().min(1).max(100).optional(),
    category: z.enum(documentCategories).default("Other"),
    priority: z.enum(documentPriorities).default("Medium"),
  })
  .strict();

/** SPEC §7 POST /api/upload (multipart: file, optional portalId): the rules are upload-service.ts's. */
export async function uploadRoutes(app: FastifyInstance, { maxBytes }: { maxBytes: number }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uploads = app.services.documentUploads;

  routes.post(
    "/api/upload",
    {
      config: { access: "documents.write" },
      schema: {
        tags: ["documents"],
        summary: "Upload a file (multipart: file, optional portalId, policyId, category, priority)",
        consumes: ["multipart/form-data"],
        response: {
          201: envelopeSchema(documentSchema),
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { file, fields } = await receiveUpload(request, maxBytes);
      const parsed = uploadFieldsSchema.safeParse(fields, { reportInput: true });
      if (!parsed.success) {
        // A field the form should not have is named itself: the form has no path of its own.
        throw new InvalidRequest(
          parsed.error.issues,
          (failure) => failure.path.join(".") || String((failure as { keys?: string[] }).keys?.[0] ?? "form"),
        );
      }
      const document = await uploads.store(file, parsed.data, actor);
      return reply
        .code(201)
        .send(ok<Document>(document, textFor(request, message("upload.uploaded", { name: document.name }))));
    },
  );
}
