import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";

/** One stored copy of a page: as built, or compressed at build time (scripts/compress-assets.mjs). */
interface Variant {
  body: Buffer;
  encoding: "br" | "gzip" | null;
  etag: string;
}

/** Every copy of one page, best compression first. */
type Page = Variant[];

const encodings = [
  { suffix: ".br", encoding: "br" },
  { suffix: ".gz", encoding: "gzip" },
] as const;

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Whether the client takes this encoding (`Accept-Encoding`, a `q=0` refusing it). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== encoding) continue;
    return !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
  }
  return false;
}

/**
 * The prerendered pages and the SPA shell, read once at start with their
 * compressed copies and sent from memory: a public page then costs no file
 * system call, no stream and no hashing per request. They change only with
 * a deploy, which restarts the server. A few hundred kilobytes in all.
 */
export function pagesInMemory(files: string[], headersFor: (file: string) => Record<string, string>) {
  function load(file: string): Page {
    const variants: Page = [];
    for (const { suffix, encoding } of encodings) {
      if (existsSync(file + suffix)) {
        const body = readFileSync(file + suffix);
        variants.push({ body, encoding, etag: etagOf(body) });
      }
    }
    const body = readFileSync(file);
    variants.push({ body, encoding: null, etag: etagOf(body) });
    return variants;
  }
  const pages = new Map(files.map((file) => [file, load(file)]));

  return {
    /** Sends `file` (one of `files`) in the best encoding the client takes; 304 when it has it. */
    send(request: FastifyRequest, reply: FastifyReply, file: string): FastifyReply {
      const page = pages.get(file)!;
      const accepted = request.headers["accept-encoding"];
      const variant = page.find((each) => each.encoding === null || accepts(accepted, each.encoding))!;
      reply.headers(headersFor(file)).header("vary", "accept-encoding").header("etag", variant.etag);
      if (variant.encoding) reply.header("content-encoding", variant.encoding);
      if (request.headers["if-none-match"] === variant.etag) return reply.code(304).send();
      return reply.type("text/html; charset=utf-8").send(variant.body);
    },
  };
}
