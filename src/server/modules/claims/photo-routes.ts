import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import { claimPhotoLimits, claimPhotoSchema, type ClaimPhoto } from "../../../shared/claim";
import { receiveUpload, sizeInWords } from "../../uploads/receive-upload";
import { attachmentHeader } from "../../reporting/attachment-header";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";
import { actorOf } from "../../auth/data-scope";

/**
 * Photos of the damage. Anyone reporting a loss may upload them, so
 * uploads are limited per IP; only staff read them back.
 */
export async function claimPhotoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const photos = app.services.claimPhotos;
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
      const photo = await photos.store(file);
      return reply
        .code(201)
        .send(ok<ClaimPhoto>(photo, textFor(request, message("upload.uploaded", { name: photo.name }))));
    },
  );

  routes.get(
    "/api/claims/photos/:photoId",
    {
      config: { access: "claims.read" },
      schema: {
        tags: ["claims"],
        summary: "Download a claim photo (claims managers, and the adjuster of its claim)",
        params: z.object({ photoId: z.uuid(message("photo.unknown")) }),
        response: {
          200: z.unknown().describe("The photo's bytes, with its media type"),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await photos.findOrNotFound(request.params.photoId, await actorOf(request));
      return reply
        .header("content-type", photo.contentType)
        .header("content-disposition", attachmentHeader(photo.name))
        .header("cache-control", "private, no-store")
        .send(photo.content);
    },
  );
}
