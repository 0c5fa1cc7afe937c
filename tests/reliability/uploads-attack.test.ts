import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasUnsafeNameCharacter } from "../../src/shared/file-name";
import { english } from "../../src/shared/messages/catalog";
import { samplePdf } from "../api/support/multipart";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { benchDemoPassword, demoServerEnv } from "../support/demo-data";
import { putPgliteDemoIn } from "../support/seeded-demo";
import { signIn } from "../support/sign-in";
import { printFigures } from "./support/figures";
import { filesNamedLike, filesUnder } from "./support/files-under";
import { refusalsByReason, uploadProblem } from "./support/judge-upload";
import { multipartPieces, pdfOfSize, sizeOf } from "./support/multipart-parts";
import { postRaw, type UploadAnswer } from "./support/raw-upload";
import { dispositionProblem } from "./support/safe-disposition";
import { storedFileKeys } from "./support/stored-file-keys";
import { attackFileNames, filePart, uploadCases, type UploadCase } from "./support/upload-cases";

const limitMb = 1;
const limit = limitMb * 1024 * 1024;
const parallelUploads = 30;
const parallelAborts = 5;

/** Where a path-traversal name would have landed had it been used as a path. */
const traversalTargets = (filesFolder: string) => [
  "/tmp/evil.pdf",
  resolve(filesFolder, "documents", "../../../../tmp/evil.pdf"),
  resolve(filesFolder, "..\\..\\evil.pdf"),
  resolve(filesFolder, "documents", "..\\..\\evil.pdf"),
  resolve("..\\..\\evil.pdf"),
  resolve(filesFolder, "../evil.png"),
];

/**
 * Uploads: oversize, empty, disguised, path-traversal and
 * header-injecting names, several files at once, 30 uploads in parallel and
 * connections cut half-way, against the built server with UPLOAD_MAX_MB=1.
 * Every answer is a clear refusal in the envelope or a success; nothing is
 * written outside DATA_DIR/files; every stored file has its row and every row
 * its file; every download's Content-Disposition is safe.
 */
describe("hostile uploads against the built server", () => {
  let server: RunningServer;
  const dataDir = mkdtempSync(join(tmpdir(), "sabal-uploads-attack-"));
  const filesFolder = join(dataDir, "files");
  const strayBefore = filesNamedLike(tmpdir(), attackFileNames, 3, [dataDir]);
  const passwdBefore = statSync("/etc/passwd");
  const targetsBefore = traversalTargets(filesFolder).filter((path) => existsSync(path));
  let agent: string;
  let staff: string;
  const answers: { label: string; url: string; answer: UploadAnswer }[] = [];

  beforeAll(async () => {
    if (!existsSync("build/server/server.js")) throw new Error("run `npm run build` first");
    putPgliteDemoIn(dataDir);
    server = await startBuiltServer({ ...demoServerEnv, UPLOAD_MAX_MB: String(limitMb) }, { dataDir });
    const signInAs = (email: string) => signIn(server.url, { email, password: benchDemoPassword, origin: server.url });
    [agent, staff] = [await signInAs("agent@example.com"), await signInAs("staff@example.com")];
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function send(upload: Pick<UploadCase, "url" | "parts" | "cut">): Promise<UploadAnswer> {
    const form = multipartPieces(upload.parts);
    const { cut } = upload;
    return postRaw({
      url: `${server.url}${upload.url}`,
      headers: { cookie: agent, origin: server.url, "content-type": form.contentType },
      body: form.pieces(),
      abortAfterBytes:
        cut === undefined
          ? undefined
          : cut === "after-sending"
            ? Infinity
            : "afterBytes" in cut
              ? cut.afterBytes
              : sizeOf(form.pieces) - cut.bytesBeforeEnd,
    });
  }

  it("answers every hostile upload with a clear refusal, and stores the harmless ones under a safe name", async () => {
    const problems: string[] = [];
    for (const upload of uploadCases(limit)) {
      const answer = await send(upload);
      answers.push({ label: upload.label, url: upload.url, answer });
      const problem = uploadProblem(upload, answer);
      if (problem) problems.push(`${upload.label}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("takes 30 uploads at once, beside connections cut half-way", async () => {
    const good = Array.from({ length: parallelUploads }, (_, index) => ({
      label: `parallel upload ${index + 1}`,
      url: "/api/upload" as const,
      parts: [filePart(`parallel-${index + 1}.pdf`, Buffer.concat([samplePdf, Buffer.from(`%${index}`)]))],
    }));
    const cut = Array.from({ length: parallelAborts }, (_, index) => ({
      label: `parallel cut-off ${index + 1}`,
      url: "/api/upload" as const,
      parts: [filePart(`half-${index + 1}.pdf`, pdfOfSize(limit / 2))],
      cut: { afterBytes: limit / 8 + index * 10_000 },
    }));
    const results = await Promise.all(
      [...good, ...cut].map(async (upload) => ({ upload, answer: await send(upload) })),
    );
    for (const { upload, answer } of results) answers.push({ label: upload.label, url: upload.url, answer });
    expect(results.slice(0, parallelUploads).map(({ answer }) => answer.status)).toEqual(good.map(() => 201));
    expect(results.slice(parallelUploads).map(({ answer }) => answer.status)).toEqual(cut.map(() => null));
  });

  it("sends a safe Content-Disposition for every stored file, whatever its name", async () => {
    const get = (path: string, cookie: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
    const rename = await fetch(`${server.url}/api/documents/${createdDocumentIds()[0]}`, {
      method: "PUT",
      headers: { cookie: agent, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "renamed\r\nX-Injected: yes\r\n\r\n<html>.pdf" }),
    });
    // A name typed in (not uploaded) follows the same rule: refused, so the name stays as it was.
    expect(rename.status).toBe(400);
    expect((await rename.json()).errors).toEqual([{ field: "name", message: english.check.document.unsafeName }]);
    const listed = (await (await get("/api/documents/recent?pageSize=100", agent)).json()).data.items as {
      id: string;
      name: string;
      hasFile: boolean;
    }[];
    const downloads = [
      ...listed
        .filter((document) => document.hasFile)
        .map((document) => ({ path: `/api/documents/${document.id}/download`, name: document.name, cookie: agent })),
      ...createdPhotos().map((photo) => ({
        path: `/api/claims/photos/${photo.photoId}`,
        name: photo.name,
        cookie: staff,
      })),
    ];
    const problems: string[] = [];
    for (const { path, name, cookie } of downloads) {
      const response = await get(path, cookie);
      await response.arrayBuffer();
      const problem =
        response.status === 200
          ? dispositionProblem(response.headers.get("content-disposition"), name)
          : `answered ${response.status}`;
      if (problem) problems.push(`${name}: ${problem}`);
      // U+FFFD is what a name cut inside an emoji comes back from the database as.
      if (hasUnsafeNameCharacter(name) || name.includes("\ufffd")) {
        problems.push(`${JSON.stringify(name)}: stored with control or broken characters`);
      }
    }
    expect(downloads.length).toBeGreaterThan(parallelUploads);
    expect(problems).toEqual([]);
  });

  it("kept a file for every row and a row for every file, and wrote nothing anywhere else", async () => {
    // The cut-off uploads may still be unwinding: give the server a moment, then stop it to read its database.
    await new Promise((done) => setTimeout(done, 500));
    await server.stop();
    const files = filesUnder(filesFolder);
    const keys = await storedFileKeys(join(dataDir, "pglite"));
    const orphans = files.filter((file) => !keys.includes(file));
    const missing = keys.filter((key) => !files.includes(key));
    const strays = filesNamedLike(tmpdir(), attackFileNames, 3, [dataDir]).filter(
      (path) => !strayBefore.includes(path),
    );
    const landed = traversalTargets(filesFolder).filter((path) => existsSync(path) && !targetsBefore.includes(path));
    const passwd = statSync("/etc/passwd");

    printFigures("uploads: hostile files against the built server", {
      "uploads tried": answers.length,
      accepted: answers.filter(({ answer }) => answer.status === 201).length,
      "refused by reason": refusalsByReason(answers.map(({ answer }) => answer)),
      "cut off by the client": answers.filter(({ answer }) => answer.status === null).length,
      "files stored": files.length,
      "orphans found": orphans.length + missing.length,
      "files outside storage": strays.length + landed.length,
    });
    expect({ orphans, missing, strays, landed }).toEqual({ orphans: [], missing: [], strays: [], landed: [] });
    expect(passwd.mtimeMs).toBe(passwdBefore.mtimeMs);
  });

  function createdDocumentIds(): string[] {
    return answers
      .filter(({ url, answer }) => url === "/api/upload" && answer.status === 201)
      .map(({ answer }) => JSON.parse(answer.body).data.id);
  }

  function createdPhotos(): { photoId: string; name: string }[] {
    return answers
      .filter(({ url, answer }) => url === "/api/claims/photos" && answer.status === 201)
      .map(({ answer }) => JSON.parse(answer.body).data);
  }
});
