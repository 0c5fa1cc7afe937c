import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/**
 * File uploads (POST /api/upload). One file per request, a few short fields;
 * the size limit comes from UPLOAD_MAX_MB. A larger file is cut off by the
 * parser and answered 413 by the upload route.
 */
export async function registerMultipart(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
  });
}
