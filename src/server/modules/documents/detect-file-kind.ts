import { extname } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type { Document } from "../../../shared/document";
import { maxFileNameLength, withoutUnsafeNameCharacters } from "../../../shared/file-name";
import { message } from "../../../shared/messages/message";
import { HttpError, invalidField } from "../../http-errors";

/** What an accepted file is, decided by its bytes. */
export interface FileKind {
  mediaType: string;
  /** The extension its content calls for, without the dot. */
  extension: string;
  documentType: Document["type"];
}

// PDF, images and Office documents. Old binary Office files share one
// container format (CFB); their extension only picks the label.
const accepted: Record<string, Omit<FileKind, "extension" | "mediaType"> & { extensions?: string[] }> = {
  "application/pdf": { documentType: "PDF" },
  "image/png": { documentType: "Image" },
  "image/jpeg": { documentType: "Image", extensions: ["jpg", "jpeg"] },
  "image/gif": { documentType: "Image" },
  "image/webp": { documentType: "Image" },
  "image/tiff": { documentType: "Image", extensions: ["tif", "tiff"] },
  "image/heic": { documentType: "Image" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { documentType: "Word" },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { documentType: "Excel" },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": { documentType: "PowerPoint" },
  "application/x-cfb": { documentType: "Other", extensions: ["doc", "xls", "ppt", "msg"] },
};

const cfbTypes: Record<string, Document["type"]> = { doc: "Word", xls: "Excel", ppt: "PowerPoint", msg: "Other" };

export type Detection =
  | { ok: true; kind: FileKind }
  | { ok: false; reason: "unsupported"; detected: string | null }
  | { ok: false; reason: "mismatch"; detected: string; nameExtension: string };

/**
 * Accepts a file only for what its content is, never for its name. A name
 * whose extension claims another type (a PNG called "invoice.pdf") is refused
 * too, so what staff download is what its name says.
 */
export async function detectFileKind(content: Buffer, fileName: string): Promise<Detection> {
  const found = await fileTypeFromBuffer(content);
  const rule = found ? accepted[found.mime] : undefined;
  if (!found || !rule) return { ok: false, reason: "unsupported", detected: found?.mime ?? null };

  const nameExtension = extname(fileName).slice(1).toLowerCase();
  const allowedExtensions = rule.extensions ?? [found.ext];
  if (nameExtension && !allowedExtensions.includes(nameExtension)) {
    return { ok: false, reason: "mismatch", detected: found.ext.toUpperCase(), nameExtension };
  }
  const extension = nameExtension || found.ext;
  const documentType = found.mime === "application/x-cfb" ? (cfbTypes[extension] ?? "Other") : rule.documentType;
  return { ok: true, kind: { mediaType: found.mime, extension, documentType } };
}

// Longer than any extension an accepted type has: a "suffix" past it is part of the name.
const maxExtensionLength = 10;

/** The start of `text` within `units` UTF-16 units, never cutting an emoji's surrogate pair in two. */
function startOf(text: string, units: number): string {
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > units) break;
    kept += character;
  }
  return kept;
}

/**
 * The uploaded name made safe to show and to put in a download header: no
 * folders, none of the characters src/shared/file-name.ts forbids, at most
 * 200 characters (keeping the extension), never empty.
 */
export function safeDisplayName(fileName: string, extension: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const cleaned = withoutUnsafeNameCharacters(base).replace(/^\.+/, "").trim();
  const named = cleaned || "document";
  const withExtension = extname(named) ? named : `${named}.${extension}`;
  if (withExtension.length <= maxFileNameLength) return withExtension;
  const suffix = extname(withExtension).length <= maxExtensionLength ? extname(withExtension) : "";
  const stem = withExtension.slice(0, withExtension.length - suffix.length);
  return `${startOf(stem, maxFileNameLength - suffix.length)}${suffix}`;
}

/**
 * An uploaded file checked before it is stored: one was chosen, it is not
 * empty, and its bytes are a kind we accept that its name does not contradict
 * (415 with the reason, on the `file` field, otherwise).
 */
export async function acceptedUpload(
  file: { name: string; content: Buffer } | null,
): Promise<{ file: { name: string; content: Buffer }; kind: FileKind }> {
  if (!file) throw invalidField("file", "upload.chooseFile");
  if (file.content.length === 0) throw invalidField("file", "upload.emptyFile");
  const detection = await detectFileKind(file.content, file.name);
  if (!detection.ok) {
    const refusal =
      detection.reason === "mismatch"
        ? message("upload.mismatch", { detected: detection.detected, extension: detection.nameExtension })
        : message("upload.unsupported");
    throw new HttpError(415, refusal, [{ field: "file", message: refusal }]);
  }
  return { file, kind: detection.kind };
}
