import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { message } from "../../shared/messages/message";
import { HttpError, invalidField } from "../http-errors";

export interface ReceivedUpload {
  file: { name: string; content: Buffer } | null;
  fields: Record<string, string>;
}

export const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`;

async function readFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      const limit = sizeInWords(maxBytes);
      throw new HttpError(413, message("upload.tooLarge", { limit }), [
        { field: "file", message: message("upload.sizeLimit", { limit }) },
      ]);
    }
    throw error;
  }
}

/**
 * Reads a multipart form: its one file (in a field named `file`) into memory,
 * cut off at `maxBytes` and then answered 413, and its text fields.
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, "upload.notMultipart");
  }
  const received: ReceivedUpload = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === "field") {
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      const content = await readFile(part, maxBytes);
      if (part.fieldname !== "file") throw invalidField(part.fieldname, "upload.fileField");
      received.file = { name: part.filename, content };
    }
  } catch (error) {
    // The parser's own errors (no boundary, a cut-off or malformed part) carry no status: the client sent a broken form.
    if ((error as { statusCode?: unknown }).statusCode === undefined) {
      throw invalidField("file", "upload.unreadable");
    }
    throw error;
  }
  return received;
}
