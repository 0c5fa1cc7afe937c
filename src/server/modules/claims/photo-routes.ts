import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import { claimPhotoLimits, claimPhotoSchema, type ClaimPhoto } from "../../../shared/claim";
import { claimPhotos } from "../../db/schema";
import { ApiError, invalidField, notFound } from "../../http-errors";
import { receiveUpload, sizeInWords } from "../../uploads/receive-upload";
import { attachmentHeader } from "../documents/attachment-header";
import { detectFileKind, safeDisplayName } from "../documents/detect-file-kind";

const notAPhoto = "Choose a photo (JPEG, PNG, WebP, HEIC or GIF).";

/**
 * Photos of the damage (issue 6). Anyone reporting a loss may upload them, so
 * uploads are limited per IP; only staff read them back.
 */
export async function claimPhotoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Generous for one storm's worth of claims from a household, tight for a flood of junk.
  const uploadsPerIp = app.attemptLimits.define("claim-photos", { points: 40, durationSeconds: 3600 });

  routes.post(
    "/api/claims/photos",
    {
      config: { access: "public" },
      schema: {
        tags: ["claims"],
        summary: `Upload one photo of the damage (multipart: file; up to ${sizeInWords(claimPhotoLimits.bytes)}) to attach to a claim`,
        consumes: ["multipart/form-data"],
        response: {
          201: envelopeSchema(claimPhotoSchema),
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: tooManyAttemptsEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await uploadsPerIp.consume(request.ip);
      const { file } = await receiveUpload(request, claimPhotoLimits.bytes);
      if (!file) throw invalidField("file", "Choose a photo to upload.");
      if (file.content.length === 0) throw invalidField("file", "The photo is empty.");
      const detection = await detectFileKind(file.content, file.name);
      if (!detection.ok || !(claimPhotoLimits.mediaTypes as readonly string[]).includes(detection.kind.mediaType)) {
        throw new ApiError(415, notAPhoto, [{ field: "file", message: notAPhoto }]);
      }

      const id = randomUUID();
      const storageKey = `claim-photos/${id}`;
      const name = safeDisplayName(file.name, detection.kind.extension);
      await app.fileStorage.put(storageKey, file.content);
      try {
        await db.insert(claimPhotos).values({
          id,
          name,
          contentType: detection.kind.mediaType,
          size: file.content.length,
          contentHash: createHash("sha256").update(file.content).digest("hex"),
          storageKey,
        });
      } catch (error) {
        await app.fileStorage.delete(storageKey);
        throw error;
      }
      return reply
        .code(201)
        .send(ok<ClaimPhoto>({ photoId: id, name, size: file.content.length }, `${name} uploaded.`));
    },
  );

  routes.get(
    "/api/claims/photos/:photoId",
    {
      config: { access: "claims.read" },
      schema: {
        tags: ["claims"],
        summary: "Download a claim photo (staff)",
        params: z.object({ photoId: z.uuid("Unknown photo.") }),
        response: {
          200: z.unknown().describe("The photo's bytes, with its media type"),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const [photo] = await db.select().from(claimPhotos).where(eq(claimPhotos.id, request.params.photoId));
      const content = photo ? await app.fileStorage.get(photo.storageKey) : null;
      if (!photo || !content) throw notFound("This photo does not exist.");
      return reply
        .header("content-type", photo.contentType)
        .header("content-disposition", attachmentHeader(photo.name))
        .header("cache-control", "private, no-store")
        .send(content);
    },
  );
}
