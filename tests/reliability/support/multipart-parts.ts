import { randomBytes } from "node:crypto";

/** One part of a multipart form; `filenameHeader` is written as raw bytes, unescaped. */
export interface FormPart {
  field: string;
  /** For a file part: what follows `filename` in Content-Disposition, e.g. `="a.pdf"` or `*=UTF-8''a%0D.pdf`. */
  filenameHeader?: Buffer | string;
  contentType?: string;
  content: Iterable<Buffer> | Buffer | string;
}

/**
 * A multipart/form-data body as pieces, so a file of any size streams: the
 * boundary and part headers around each content. Names go in byte for byte:
 * the point is to send what a browser never would.
 */
export function multipartPieces(parts: FormPart[]): { contentType: string; pieces: () => Generator<Buffer> } {
  const boundary = `----sabal-attack-${randomBytes(8).toString("hex")}`;
  function* pieces(): Generator<Buffer> {
    for (const part of parts) {
      const disposition = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`),
        part.filenameHeader === undefined
          ? Buffer.alloc(0)
          : Buffer.concat([Buffer.from("; filename"), Buffer.from(part.filenameHeader)]),
        Buffer.from("\r\n"),
      ]);
      const type =
        part.filenameHeader === undefined ? "" : `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n`;
      yield Buffer.concat([disposition, Buffer.from(`${type}\r\n`)]);
      if (Buffer.isBuffer(part.content) || typeof part.content === "string") yield Buffer.from(part.content);
      else yield* part.content;
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, pieces };
}

/** `size` bytes that start like a PDF, in 64 KiB pieces: a large file that never sits in memory whole. */
export function* pdfOfSize(size: number): Generator<Buffer> {
  const head = Buffer.from("%PDF-1.4\n%attack\n");
  yield head;
  const piece = Buffer.alloc(64 * 1024, 0x20);
  for (let left = size - head.length; left > 0; left -= piece.length)
    yield left >= piece.length ? piece : piece.subarray(0, left);
}

/** How many bytes a body of pieces has, counted by generating it once. */
export function sizeOf(pieces: () => Iterable<Buffer>): number {
  let size = 0;
  for (const piece of pieces()) size += piece.length;
  return size;
}
