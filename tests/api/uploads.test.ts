import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { documents, storedFiles } from "../../src/server/db/schema";
import type { StorageConfig } from "../../src/server/env";
import type { Document } from "../../src/shared/document";
import { useApi } from "./support/api-fixture";
import { sampleExecutable, samplePdf, samplePng, type UploadFile } from "./support/multipart";

const filesIn = (directory: string): string[] =>
  existsSync(directory)
    ? readdirSync(directory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];

const backends: { name: string; storage: () => StorageConfig }[] = [
  {
    name: "a local folder",
    storage: () => ({ kind: "local", directory: mkdtempSync(join(tmpdir(), "sabal-upload-")) }),
  },
  { name: "the database", storage: () => ({ kind: "database" }) },
];

describe.each(backends)("uploads stored in $name", ({ name, storage }) => {
  const config = storage();
  afterAll(() => {
    if (config.kind === "local") rmSync(config.directory, { recursive: true, force: true });
  });
  const api = useApi({ config: { storage: config, uploadMaxBytes: 64 * 1024 } });
  const as = api.loginEach({ staff: "staff", agent: "agent", agent2: "agent", member: "member" });

  const upload = (
    who: "staff" | "agent" | "agent2",
    file: UploadFile | undefined,
    fields: Record<string, string> = {},
  ) => api.upload(as[who], "/api/upload", fields, file);

  it("stores a PDF under a name of its own, with its hash, and downloads it as an attachment", async () => {
    const portal = (await api.call(as.agent, "POST", "/api/portals", {})).json().data;
    const response = await upload(
      "agent",
      { name: "Declarations – Página 1.pdf", content: samplePdf },
      { portalId: portal.portalIdentity, category: "Policy", priority: "High" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const document: Document = response.json().data;
    expect(document).toMatchObject({
      name: "Declarations – Página 1.pdf",
      type: "PDF",
      status: "Draft",
      category: "Policy",
      priority: "High",
      size: samplePdf.length,
      contentType: "application/pdf",
      contentHash: createHash("sha256").update(samplePdf).digest("hex"),
      hasFile: true,
      portalId: portal.diHeaderGUID,
    });
    expect(document).not.toHaveProperty("storageKey");

    const download = await api.call(as.agent, "GET", `/api/documents/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Declarations _ P_gina 1.pdf"; filename*=UTF-8''${encodeURIComponent("Declarations – Página 1.pdf")}`,
    );
    const inline = await api.call(as.agent, "GET", `/api/documents/${document.id}/download?inline=true`);
    expect(inline.headers["content-disposition"]).toMatch(/^inline; filename=/);
    // Shown in place, it may be framed by this site's own pages only; as a download, by nobody.
    expect(inline.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(inline.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(download.headers["x-frame-options"]).toBe("DENY");
    expect((await api.call(as.agent2, "GET", `/api/documents/${document.id}/download`)).statusCode).toBe(404);
    expect((await api.call(as.member, "GET", `/api/documents/${document.id}/download`)).statusCode).toBe(403);

    const { db } = api;
    const [row] = await db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
    if (config.kind === "local") expect(filesIn(config.directory)).toHaveLength(1);
    else expect(await db.select({ key: storedFiles.key }).from(storedFiles)).toEqual([{ key: row?.storageKey }]);
  });

  it(`refuses a file over the limit with 413 (${name})`, async () => {
    const response = await upload("staff", {
      name: "big.pdf",
      content: Buffer.concat([samplePdf, Buffer.alloc(70 * 1024)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: "The file is larger than 64 KB." });
    expect((await api.call(as.staff, "GET", "/api/documents/recent")).json().data.totalItems).toBe(0);
  });

  it("decides the type by the content: 415 for a program or text, or a PNG that calls itself a PDF", async () => {
    const program = await upload("staff", { name: "statement.pdf", content: sampleExecutable });
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe(
      "Upload a PDF, an image (PNG, JPEG, GIF, WebP, TIFF, HEIC) or an Office document.",
    );
    const text = await upload("staff", { name: "notes.txt", content: Buffer.from("just words") });
    expect(text.statusCode).toBe(415);
    const disguised = await upload("staff", {
      name: "invoice.pdf",
      content: samplePng,
      contentType: "application/pdf",
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe("The file's content is PNG, but its name ends in .pdf.");
    const photo = await upload("staff", { name: "roof", content: samplePng });
    expect(photo.json().data).toMatchObject({ name: "roof.png", type: "Image", contentType: "image/png" });
  });

  it("answers clear errors for an empty file, a missing file, a bad field and a plain JSON body", async () => {
    const empty = await upload("staff", { name: "empty.pdf", content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: "file", message: "The file is empty." }]);
    const none = await upload("staff", undefined, { category: "Policy" });
    expect(none.json().errors).toEqual([{ field: "file", message: "Choose a file to upload." }]);
    const badField = await upload("staff", { name: "a.pdf", content: samplePdf }, { priority: "Whenever" });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().errors[0].field).toBe("priority");
    const json = await api.call(as.staff, "POST", "/api/upload", {});
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe("Send the file as multipart/form-data, in a field named file.");
  });

  it("keeps path-like names out of storage and refuses other agents' portals", async () => {
    const traversal = await upload("agent", { name: "../../../etc/passwd.pdf", content: samplePdf });
    expect(traversal.statusCode).toBe(201);
    expect(traversal.json().data.name).toBe("passwd.pdf");
    if (config.kind === "local") {
      for (const file of filesIn(config.directory)) expect(dirname(file).startsWith(config.directory)).toBe(true);
    }
    const othersPortal = (await api.call(as.agent2, "POST", "/api/portals", {})).json().data;
    const refused = await upload(
      "agent",
      { name: "a.pdf", content: samplePdf },
      { portalId: othersPortal.portalIdentity },
    );
    expect(refused.json().errors).toEqual([{ field: "portalId", message: "Choose one of your portals." }]);
  });

  it("attaches an earlier upload to a portal through SPEC §7's document body", async () => {
    const uploaded: Document = (await upload("agent", { name: "loss-runs.pdf", content: samplePdf })).json().data;
    const portal = (await api.call(as.agent, "POST", "/api/portals", {})).json().data;
    const attached = await api.call(as.agent, "POST", `/api/portal/${portal.portalIdentity}/documents`, {
      name: "Loss runs 2021–2025",
      category: "Application",
      documentId: uploaded.id,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data).toMatchObject({ id: uploaded.id, portalId: portal.diHeaderGUID, hasFile: true });
    const listed = (await api.call(as.agent, "GET", `/api/portal/${portal.portalIdentity}/documents`)).json().data;
    expect(listed.items.map((item: Document) => item.id)).toEqual([uploaded.id]);
  });
});
