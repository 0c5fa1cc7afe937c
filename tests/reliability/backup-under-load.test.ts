import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { benchDemoPassword, demoServerEnv } from "../support/demo-data";
import { signIn } from "../support/sign-in";
import { runBuiltCommand } from "./support/admin-commands";
import { fileClaim, type AcknowledgedClaim } from "./support/claim-filing";
import { runClients, sleep } from "./support/client-pool";
import { filesUnder } from "./support/files-under";
import { milliseconds, printFigures } from "./support/figures";
import { startSeededServer, type SeededServer } from "./support/seeded-server";
import { checkAcknowledgedClaims, readStoredRecords } from "./support/stored-claims";

/**
 * Backups (decision 0035): while several clients file claims
 * without pause, the backup command copies the embedded database through the
 * running app, and the file store. Restored into a new folder, a new server
 * runs on it and has every claim acknowledged before the backup began,
 * intact, with its e-mail; the files are the same.
 */
const clients = 8;

let seeded: SeededServer | undefined;
let restored: RunningServer | undefined;
const work = mkdtempSync(join(tmpdir(), "sabal-backup-"));
afterAll(async () => {
  await restored?.stop();
  await seeded?.remove();
  rmSync(work, { recursive: true, force: true });
});

/** Every claim number staff can list through the API, page by page. */
async function claimNumbersListed(url: string, cookie: string): Promise<Set<string>> {
  const numbers = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${url}/api/claims?pageSize=100&page=${page}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { items: { claimNumber: string }[]; totalPages: number } };
    for (const claim of data.items) numbers.add(claim.claimNumber);
    if (page >= data.totalPages) return numbers;
  }
}

const fileHashes = (folder: string) =>
  filesUnder(folder).map(
    (path) =>
      `${path} ${createHash("sha256")
        .update(readFileSync(join(folder, path)))
        .digest("hex")}`,
  );

it("backs up the embedded database in the middle of a burst of claims; the restore has every claim acknowledged before", async () => {
  seeded = await startSeededServer("pglite");
  const source = seeded.server;
  const acknowledged: { claim: AcknowledgedClaim; at: number }[] = [];
  const filings: { startedAt: number; ms: number }[] = [];
  const problems: string[] = [];
  const burst = runClients(clients, async (client, request) => {
    const startedAt = performance.now();
    const outcome = await fileClaim(source.url, `backup-${client}-${request}`);
    filings.push({ startedAt, ms: outcome.ms });
    if (outcome.kind === "acknowledged") acknowledged.push({ claim: outcome.claim, at: performance.now() });
    else problems.push(JSON.stringify(outcome).slice(0, 300));
  });
  while (acknowledged.length < 40) await sleep(20);

  // Every claim acknowledged up to this instant must be in the backup.
  const backupStarted = performance.now();
  const acknowledgedBefore = acknowledged.map((entry) => entry.claim);
  const backupFile = join(work, "sabal-backup.tar.gz");
  const backup = await runBuiltCommand("backup-cli", ["--out", backupFile], {
    ...demoServerEnv,
    DATA_DIR: source.dataDir,
  });
  const backupEnded = performance.now();
  await sleep(500);
  await burst.stop();
  expect(backup.code, backup.stderr + backup.stdout).toBe(0);
  expect(backup.stdout).toContain("through the running app");
  expect(problems).toEqual([]);
  const said = (pattern: RegExp) => Number(pattern.exec(backup.stdout)?.[1]);
  const heldMs = said(/queries waited (\d+) ms/);
  const copiedMs = said(/copied in (\d+) ms/);
  const archivedMs = said(/archive written in (\d+) ms/);
  const duringBackup = filings.filter((filing) => filing.startedAt >= backupStarted && filing.startedAt <= backupEnded);
  const acknowledgedDuring = acknowledged.filter((entry) => entry.at > backupStarted && entry.at <= backupEnded);

  // A second backup may not overwrite the first.
  const again = await runBuiltCommand("backup-cli", ["--out", backupFile], {
    ...demoServerEnv,
    DATA_DIR: source.dataDir,
  });
  expect(again.code).toBe(2);
  expect(again.stderr).toContain("already exists");

  const restoredDir = join(work, "restored");
  const restore = await runBuiltCommand("restore-cli", ["--from", backupFile, "--data-dir", restoredDir], {});
  expect(restore.code, restore.stderr + restore.stdout).toBe(0);
  expect(restore.stdout).toMatch(/database: opens; \d+ migrations applied/);
  const intoUsed = await runBuiltCommand("restore-cli", ["--from", backupFile, "--data-dir", restoredDir], {});
  expect(intoUsed.code).toBe(2);
  expect(intoUsed.stderr).toContain("is not empty");

  // The seed's documents are the store's files; nothing is uploaded during the burst.
  const sourceFiles = fileHashes(join(source.dataDir, "files"));
  expect(sourceFiles.length).toBeGreaterThan(0);
  expect(fileHashes(join(restoredDir, "files"))).toEqual(sourceFiles);

  restored = await startBuiltServer(demoServerEnv, { dataDir: restoredDir });
  const cookie = await signIn(restored.url, {
    email: "staff@example.com",
    password: benchDemoPassword,
    origin: restored.url,
  });
  const listed = await claimNumbersListed(restored.url, cookie);
  const missingFromApi = acknowledgedBefore.filter((claim) => !listed.has(claim.claimNumber));
  const restoredStartupMs = restored.startupMs;
  await restored.stop();
  restored = undefined;

  const stored = await readStoredRecords({ kind: "pglite", dataDir: join(restoredDir, "pglite") });
  const check = checkAcknowledgedClaims(acknowledgedBefore, stored);
  const duringFound = acknowledgedDuring.filter((entry) => listed.has(entry.claim.claimNumber)).length;

  printFigures(`backup during a burst of claims (PGlite, ${clients} clients)`, {
    "claims acknowledged before the backup began": acknowledgedBefore.length,
    "of those, found after the restore (API)": acknowledgedBefore.length - missingFromApi.length,
    "of those, intact with their e-mail (database)":
      acknowledgedBefore.length - check.missing.length - check.altered.length - check.withoutMail.length,
    "claims acknowledged while the backup ran": `${acknowledgedDuring.length} (${duringFound} in the snapshot)`,
    "claims acknowledged in all": acknowledged.length,
    "claims refused or unanswered": problems.length,
    "backup command, start to end": milliseconds(backup.ms),
    "queries held while the database was copied": milliseconds(heldMs),
    "database copy written by the app (snapshot included)": milliseconds(copiedMs),
    "archive written by the command": milliseconds(archivedMs),
    "slowest claim filed during the backup": milliseconds(Math.max(...duringBackup.map((filing) => filing.ms))),
    "backup file": `${(statSync(backupFile).size / 1024 / 1024).toFixed(1)} MB (${sourceFiles.length} files)`,
    "restore command": milliseconds(restore.ms),
    "restored server ready in": milliseconds(restoredStartupMs),
  });
  expect(missingFromApi).toEqual([]);
  expect(check).toEqual({ missing: [], duplicated: [], altered: [], withoutMail: [] });
});

it("refuses on PostgreSQL and points to pg_dump", async () => {
  // Refused before connecting: the URL needs no server behind it.
  const refused = await runBuiltCommand("backup-cli", ["--out", join(work, "never.tar.gz")], {
    DATA_DIR: work,
    DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
  });
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain("pg_dump");
});
