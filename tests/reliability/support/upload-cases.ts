import { claimPhotoLimits } from "../../../src/shared/claim";
import { sampleExecutable, samplePdf, samplePng } from "../../api/support/multipart";
import { pdfOfSize, type FormPart } from "./multipart-parts";

/** One hostile (or legitimate) upload and what the server must answer. */
export interface UploadCase {
  label: string;
  url: "/api/upload" | "/api/claims/photos";
  parts: FormPart[];
  /**
   * Cut the connection: after some bytes of the body, a few bytes before its
   * end (the file is whole, the form is not), or once it is all sent. No
   * answer is expected, and nothing may be kept half-saved.
   */
  cut?: { afterBytes: number } | { bytesBeforeEnd: number } | "after-sending";
  status: number;
  /** The refusal's message or one of its field messages; for a 201, the name the file is stored under. */
  says?: string | RegExp;
}

const documents = "/api/upload";
const photos = "/api/claims/photos";
const unsupported = "Upload a PDF, an image (PNG, JPEG, GIF, WebP, TIFF, HEIC) or an Office document.";
const notAPhoto = "Choose a photo (JPEG, PNG, WebP, HEIC or GIF).";

/** A file part named as a browser would (quoted), or with the raw bytes given after `filename`. */
export const filePart = (name: string | Buffer, content: FormPart["content"], field = "file"): FormPart => ({
  field,
  filenameHeader: typeof name === "string" ? `="${name}"` : name,
  content,
});

const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256, 0)]);
const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const longName = `${"a".repeat(1000)}.pdf`;
// An odd first character puts the 200-character cut in the middle of an emoji's surrogate pair.
const longEmojiName = `a${"😀".repeat(500)}.pdf`;

/** The scenario's uploads, one at a time; `limit` is UPLOAD_MAX_MB in bytes. */
export function uploadCases(limit: number): UploadCase[] {
  const one = (
    label: string,
    part: FormPart,
    status: number,
    says?: string | RegExp,
    url: UploadCase["url"] = documents,
  ) => ({
    label,
    url,
    parts: [part],
    status,
    says,
  });
  return [
    one("a PDF", filePart("Declarations.pdf", samplePdf), 201, "Declarations.pdf"),
    one("exactly the limit", filePart("at-limit.pdf", pdfOfSize(limit)), 201, "at-limit.pdf"),
    one("one byte over the limit", filePart("over.pdf", pdfOfSize(limit + 1)), 413, "The file is larger than 1 MB."),
    one("20× the limit, streamed", filePart("huge.pdf", pdfOfSize(20 * limit)), 413, "The file is larger than 1 MB."),
    one("zero bytes", filePart("empty.pdf", Buffer.alloc(0)), 400, "The file is empty."),
    one("HTML named .pdf", filePart("statement.pdf", html), 415, unsupported),
    one("an ELF program named .png", filePart("photo.png", elf), 415, unsupported),
    one("a Windows program named .jpg", filePart("photo.jpg", sampleExecutable), 415, unsupported),
    one(
      "a PNG named .pdf",
      filePart("invoice.pdf", samplePng),
      415,
      "The file's content is PNG, but its name ends in .pdf.",
    ),
    one(
      "a PDF named .exe",
      filePart("setup.exe", samplePdf),
      415,
      "The file's content is PDF, but its name ends in .exe.",
    ),
    one("a PDF named ../../../../tmp/evil.pdf", filePart("../../../../tmp/evil.pdf", samplePdf), 201, "evil.pdf"),
    one("a PDF named ..\\..\\evil.pdf", filePart("..\\\\..\\\\evil.pdf", samplePdf), 201, "evil.pdf"),
    one("a PDF named /etc/passwd", filePart("/etc/passwd", samplePdf), 201, "passwd.pdf"),
    one("a NUL in the quoted name", filePart(Buffer.from('="evil\u0000name.pdf"'), samplePdf), 201, "evilname.pdf"),
    one(
      "a NUL in the RFC 5987 name",
      filePart(Buffer.from("*=UTF-8''evil%00name.pdf"), samplePdf),
      201,
      "evilname.pdf",
    ),
    // The parser drops a part whose name holds a line break: the form then has no file.
    one(
      "CR/LF in the RFC 5987 name",
      filePart(Buffer.from("*=UTF-8''evil%0D%0AX-Injected%3A%201.pdf"), samplePdf),
      400,
      "Choose a file to upload.",
    ),
    one(
      "CR/LF breaking the part header",
      filePart(Buffer.from('="evil\r\nX-Injected: 1.pdf"'), samplePdf),
      201,
      "evil.pdf",
    ),
    one("a 1000-character name", filePart(longName, samplePdf), 201, `${"a".repeat(196)}.pdf`),
    one("a 1000-character emoji name", filePart(longEmojiName, samplePdf), 201, `a${"😀".repeat(97)}.pdf`),
    one("a unicode name", filePart("Póliza – 日本語 ✓.pdf", samplePdf), 201, "Póliza – 日本語 ✓.pdf"),
    one("a right-to-left override hiding .exe", filePart("invoice\u202Eexe.pdf", samplePdf), 201, "invoiceexe.pdf"),
    {
      label: "two files in one form",
      url: documents,
      parts: [filePart("one.pdf", samplePdf), filePart("two.pdf", samplePdf)],
      status: 413,
      says: "Send one file at a time.",
    },
    one(
      "a file in a field not named file",
      filePart("other.pdf", samplePdf, "attachment"),
      400,
      "Send the file in a field named file.",
    ),
    one("a claim photo", filePart("roof.png", samplePng), 201, "roof.png", photos),
    one("a claim photo of zero bytes", filePart("roof.png", Buffer.alloc(0)), 400, "The photo is empty.", photos),
    one("a PDF named .jpg as a claim photo", filePart("roof.jpg", samplePdf), 415, notAPhoto, photos),
    one("a claim photo named ../../evil.png", filePart("../../evil.png", samplePng), 201, "evil.png", photos),
    one(
      "a claim photo over its limit",
      filePart("big.png", pdfOfSize(claimPhotoLimits.bytes + 1)),
      413,
      "The file is larger than 10 MB.",
      photos,
    ),
    { ...one("a PDF cut off half-way", filePart("half.pdf", pdfOfSize(limit / 2)), 0), cut: { afterBytes: limit / 4 } },
    {
      ...one("a claim photo cut off half-way", filePart("half.png", pdfOfSize(limit / 2)), 0, undefined, photos),
      cut: { afterBytes: limit / 4 },
    },
    {
      ...one("a whole PDF, its form cut before the end", filePart("half.pdf", samplePdf), 0),
      cut: { bytesBeforeEnd: 8 },
    },
    // The server may have stored it by the time the connection drops: then the file and its row must both be there.
    {
      ...one("a PDF cut off once sent, before the answer", filePart("sent.pdf", samplePdf), 0),
      cut: "after-sending" as const,
    },
  ];
}

/** Names only this scenario uses, to look for anywhere a file should never be. */
export const attackFileNames = ["evil", "passwd.pdf", "half.pdf", "half.png", "X-Injected", "huge.pdf", "over.pdf"];
