import { existsSync, openAsBlob, readdirSync, statSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { extract } from "tar";
import { openRestoredPglite } from "../db/client";
import { censusOf, type DatabaseCensus } from "../db/restored-database";
import { claimAdminSocket } from "./admin-socket";
import { backupEntries, type BackupManifest } from "./backup-archive";
import { Refusal } from "./refusal";

export interface RestoreSummary {
  manifest: BackupManifest;
  census: DatabaseCensus;
}

const isBackupEntry = (path: string) =>
  path === backupEntries.manifest || path === backupEntries.database || path.startsWith(`${backupEntries.files}/`);

function readManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== "sabal-backup" || manifest.version !== 1 || manifest.database !== "pglite") {
    throw new Refusal("This file is not a backup made by backup-cli (its manifest is not one).");
  }
  return manifest as BackupManifest;
}

/**
 * Restores a backup into a new DATA_DIR: the files into files/, the database
 * into pglite/ (PGlite's `loadDataDir`), then opens it and counts what it
 * holds, the proof that it works. Refuses a folder that holds anything, so a
 * restore can never overwrite a live installation.
 */
export async function restoreBackup(from: string, dataDir: string): Promise<RestoreSummary> {
  const archive = resolve(from);
  const target = resolve(dataDir);
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new Refusal(`There is no backup file at ${archive}.`);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Refusal(`${target} is not empty: restore into a new, empty folder.`);
  }
  await mkdir(target, { recursive: true });
  // The folder's lock while the database is rebuilt in it: an app started on it meanwhile refuses.
  const socket = await claimAdminSocket(target);
  try {
    await extract({
      file: archive,
      cwd: target,
      strict: true,
      filter: isBackupEntry,
      // A fresh WAL segment is 16 MB of zeros: far above tar's guard against compression bombs, which is for foreign archives.
      maxDecompressionRatio: Number.POSITIVE_INFINITY,
    });
    const manifestPath = join(target, backupEntries.manifest);
    const databasePath = join(target, backupEntries.database);
    if (!existsSync(manifestPath) || !existsSync(databasePath)) {
      throw new Refusal("This file is not a backup made by backup-cli (no manifest or no database in it).");
    }
    const manifest = readManifest(await readFile(manifestPath, "utf8"));
    const database = await openRestoredPglite(join(target, "pglite"), await openAsBlob(databasePath));
    let census: DatabaseCensus;
    try {
      census = await censusOf(database.db);
    } finally {
      await database.close();
    }
    await rm(databasePath);
    await rm(manifestPath);
    return { manifest, census };
  } finally {
    await socket.release();
  }
}
