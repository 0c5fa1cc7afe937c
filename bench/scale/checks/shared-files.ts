import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { storedFiles } from "../../../src/server/db/schema";
import { samplePdf } from "../../../tests/api/support/multipart";
import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A well-formed PDF made ~256 KB by a comment of random text, so no two runs upload the same bytes. */
function largePdf(): Buffer {
  return Buffer.concat([samplePdf, Buffer.from(`%${randomBytes(192 * 1024).toString("base64")}\n`)]);
}

/** With STORAGE=database a file uploaded to A is downloaded from B byte for byte. */
export async function filesShared(ctx: ScaleContext): Promise<Verdict> {
  const pdf = largePdf();
  const form = new FormData();
  form.append("category", "Policy");
  form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "scale-demo.pdf");
  const uploaded = await fetch(`${ctx.a.url}/api/upload`, {
    method: "POST",
    headers: { cookie: ctx.staffCookie, origin: ctx.publicUrl, "x-forwarded-for": ctx.clientIp },
    body: form,
  });
  if (uploaded.status !== 201) {
    return { passed: false, figures: `upload on A → ${uploaded.status}: ${await uploaded.text()}` };
  }
  const document = ((await uploaded.json()) as { data: { id: string } }).data;
  const download = await fetch(`${ctx.b.url}/api/documents/${document.id}/download`, {
    headers: { cookie: ctx.staffCookie, "x-forwarded-for": ctx.clientIp },
  });
  const downloaded = Buffer.from(await download.arrayBuffer());
  const [stored] = await ctx.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.content, pdf))
    .limit(1);
  return {
    passed: download.status === 200 && downloaded.equals(pdf),
    figures:
      `uploaded ${pdf.length} bytes on A (document ${document.id}, ${stored ? "kept in the database" : "NOT found in stored_file"})\n` +
      `downloaded from B → ${download.status}, ${downloaded.length} bytes, sha256 ${sha256(downloaded).slice(0, 16)}… ` +
      `${downloaded.equals(pdf) ? "identical" : `DIFFERENT from ${sha256(pdf).slice(0, 16)}…`}`,
  };
}
