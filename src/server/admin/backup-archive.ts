import { existsSync } from "node:fs";
import { mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { create as createTar } from "tar";
import type { DatabaseDump } from "./admin-operations";
import { Refusal } from "./refusal";

/** The entries of a backup (a gzip tar): the manifest, PGlite's folder as a tar, and the local file store. */
export const backupEntries = { manifest: "sabal-backup.json", database: "pglite.tar", files: "files" } as const;

export interface BackupManifest {
  format: "sabal-backup";
  version: 1;
  createdAt: string;
  database: "pglite";
  databaseBytes: number;
  /** Files of the local store in the backup; 0 with STORAGE=database, where they are in the database. */
  files: number;
  filesBytes: number;
}

export interface BackupSummary {
  manifest: BackupManifest;
  bytes: number;
  /** Files listed from the store that were gone when copied (deleted meanwhile). */
  vanished: string[];
  /** How long taking the database's copy took (waiting for the app included), and then writing the archive. */
  copiedMs: number;
  archivedMs: number;
}

/** Every file of the store, relative to it; the ".part" files of uploads being written are not files yet. */
async function storeFiles(directory: string): Promise<{ paths: string[]; bytes: number }> {
  if (!existsSync(directory)) return { paths: [], bytes: 0 };
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const paths: string[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(".part")) continue;
    const path = join(entry.parentPath, entry.name);
    paths.push(relative(directory, path));
    bytes += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return { paths: paths.sort(), bytes };
}

function vanishedPath(error: unknown, staging: string): string | null {
  const { code, path } = error as NodeJS.ErrnoException;
  if (code !== "ENOENT" || !path) return null;
  const inArchive = relative(staging, path);
  return inArchive.startsWith(`${backupEntries.files}/`) ? inArchive : null;
}

/**
 * Writes a backup file: the database snapshot first (`takeDump` writes it to the file it is given),
 * then the files, so every file the snapshot refers to already exists (an
 * upload stores its file before its row commits). Written to `<out>.part`
 * and renamed, so a failed backup never leaves a partial file under its name.
 */
export async function writeBackup(
  out: string,
  takeDump: (into: string) => Promise<DatabaseDump>,
): Promise<BackupSummary & { dump: DatabaseDump }> {
  const target = resolve(out);
  if (existsSync(target)) throw new Refusal(`${target} already exists: choose a new file name.`);
  if (!existsSync(dirname(target))) throw new Refusal(`The folder ${dirname(target)} does not exist.`);
  // Beside the output, on the disk the operator chose for backups, not in /tmp.
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}-`));
  const partial = `${target}.part`;
  const createdAt = new Date().toISOString();
  const started = performance.now();
  try {
    const dump = await takeDump(join(staging, backupEntries.database));
    const copied = performance.now();
    const store = dump.filesDirectory ? await storeFiles(dump.filesDirectory) : { paths: [], bytes: 0 };
    // The store is linked into the staging folder, not copied: tar reads each file through the link.
    if (dump.filesDirectory && store.paths.length > 0) {
      await symlink(dump.filesDirectory, join(staging, backupEntries.files), "dir");
    }
    const vanished: string[] = [];
    const paths = store.paths.map((path) => `${backupEntries.files}/${path}`);
    let manifest: BackupManifest;
    for (;;) {
      manifest = {
        format: "sabal-backup",
        version: 1,
        createdAt,
        database: "pglite",
        databaseBytes: dump.bytes,
        files: paths.length - vanished.length,
        filesBytes: store.bytes,
      };
      await writeFile(join(staging, backupEntries.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
      try {
        await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
          backupEntries.manifest,
          backupEntries.database,
          ...paths.filter((path) => !vanished.includes(path)),
        ]);
        break;
      } catch (error) {
        // A file deleted after it was listed: only uploads whose row failed to commit are deleted,
        // so the snapshot never refers to it. The archive is written again without it.
        const gone = vanishedPath(error, staging);
        if (!gone || vanished.includes(gone) || vanished.length >= 100) throw error;
        vanished.push(gone);
      }
    }
    await rename(partial, target);
    return {
      manifest,
      bytes: (await stat(target)).size,
      vanished,
      copiedMs: copied - started,
      archivedMs: performance.now() - copied,
      dump,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
