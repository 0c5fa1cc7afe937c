import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { documentCategories, documentPriorities, documentSchema, type Document } from "../../../shared/document";
import { callerOf, scopeOf } from "../../auth/data-scope";
import { HttpError, invalidField } from "../../http-errors";
import { receiveUpload } from "../../uploads/receive-upload";
import { createPolicyRepository } from "../policies/repository";
import { createPortalRepository } from "../portals/repository";
import { detectFileKind, safeDisplayName } from "./detect-file-kind";
import { createDocumentService } from "./service";

/** The text fields that may come with the file. */
const uploadFieldsSchema = z
  .object({
    portalId: z.string().min(1).max(100).optional(),
    policyId: z.string().min(1).max(100).optional(),
    category: z.enum(documentCategories).default("Other"),
    priority: z.enum(documentPriorities).default("Medium"),
  })
  .strict();

const unsupportedMessage = "Upload a PDF, an image (PNG, JPEG, GIF, WebP, TIFF, HEIC) or an Office document.";

/**
 * SPEC §7 POST /api/upload (multipart: file, optional portalId). The file's
 * type is decided by its content; it is stored under a key the server makes
 * up, then recorded as a Draft document. If recording fails the stored file
 * is removed again, so nothing is half-saved.
 */
export async function uploadRoutes(app: FastifyInstance, { maxBytes }: { maxBytes: number }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const portals = createPortalRepository(app.database.db);
  const policies = createPolicyRepository(app.database.db);
  const service = createDocumentService(app.database.db);

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
      const identity = await callerOf(request);
      const scope = scopeOf(identity);
      const { file, fields } = await receiveUpload(request, maxBytes);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          field: issue.path.join(".") || String((issue as { keys?: string[] }).keys?.[0] ?? "form"),
          message: issue.message,
        }));
        throw new HttpError(400, "Invalid input.", issues);
      }
      if (!file) throw invalidField("file", "Choose a file to upload.");
      if (file.content.length === 0) throw invalidField("file", "The file is empty.");

      const detection = await detectFileKind(file.content, file.name);
      if (!detection.ok) {
        const message =
          detection.reason === "mismatch"
            ? `The file's content is ${detection.detected}, but its name ends in .${detection.nameExtension}.`
            : unsupportedMessage;
        throw new HttpError(415, message, [{ field: "file", message }]);
      }

      const portal = parsed.data.portalId ? await portals.find(parsed.data.portalId, scope) : null;
      if (parsed.data.portalId && !portal) throw invalidField("portalId", "Choose one of your portals.");
      const policy = parsed.data.policyId ? await policies.find(parsed.data.policyId, scope) : null;
      if (parsed.data.policyId && !policy) throw invalidField("policyId", "Choose one of your policies.");

      const storageKey = `documents/${randomUUID()}`;
      await app.fileStorage.put(storageKey, file.content);
      let document: Document;
      try {
        document = await service.createUploaded(
          {
            name: safeDisplayName(file.name, detection.kind.extension),
            type: detection.kind.documentType,
            priority: parsed.data.priority,
            category: parsed.data.category,
            size: file.content.length,
            contentType: detection.kind.mediaType,
            contentHash: createHash("sha256").update(file.content).digest("hex"),
            storageKey,
            visibleToInsured: false,
            portalId: portal?.diHeaderGUID ?? null,
            policyId: policy?.id ?? portal?.policyId ?? null,
            ownerId: identity.userId,
            modifiedBy: identity.userId,
          },
          identity,
          request.id,
        );
      } catch (error) {
        await app.fileStorage.delete(storageKey);
        throw error;
      }
      return reply.code(201).send(ok<Document>(document, `${document.name} uploaded.`));
    },
  );
}
