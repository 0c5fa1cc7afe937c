// The backup command (decision 0035): the embedded database and the local file store in one file.
//   npm run backup -- --out /backups/sabal-2026-05-01.tar.gz
// In a build: node build/server/backup-cli.js --out <file>, with the app's environment (DATA_DIR).
// On PostgreSQL it refuses: pg_dump backs the database up (docs/deploy.md, Backups).
import { openAdminSession } from "./admin-session";
import { writeBackup } from "./backup-archive";
import { commandConfig, parseOptions, runCommand } from "./command";
import { Refusal } from "./refusal";

const usage = `Usage: backup --out <file>

Writes a backup of the embedded database (a consistent snapshot, taken through the running
app when one runs) and of the local file store into one new file (a gzip tar). Restore it
with restore-cli. On PostgreSQL use pg_dump instead (docs/deploy.md, Backups).
Exit codes: 0 done, 1 failed, 2 refused.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await runCommand(async () => {
  const { values } = parseOptions(
    { options: { out: { type: "string" }, help: { type: "boolean", short: "h" } }, allowPositionals: false },
    usage,
  );
  if (values.help) return console.log(usage);
  if (!values.out) throw new Refusal(`--out is required.\n\n${usage}`);
  const config = commandConfig();
  if (config.database.kind === "postgres") {
    throw new Refusal(
      "DATABASE_URL is set: the database is PostgreSQL. Back it up with pg_dump -Fc, and copy the file store " +
        "when STORAGE=local (docs/deploy.md, Backups). This command backs up the embedded database.",
    );
  }
  const started = performance.now();
  const session = await openAdminSession(config, { migrate: false });
  try {
    const summary = await writeBackup(values.out, (into) => session.operations.dumpDatabase(into));
    const { manifest, dump } = summary;
    console.log(
      `Backup written to ${values.out} (${megabytes(summary.bytes)}) in ${Math.round(performance.now() - started)} ms.`,
    );
    console.log(
      `  database: snapshot of ${megabytes(manifest.databaseBytes)} taken ${session.via === "app" ? "through the running app" : "on the database"}; ` +
        `queries waited ${Math.round(dump.heldMs)} ms; copied in ${Math.round(summary.copiedMs)} ms; ` +
        `archive written in ${Math.round(summary.archivedMs)} ms`,
    );
    console.log(
      dump.filesDirectory
        ? `  files: ${manifest.files} (${megabytes(manifest.filesBytes)}) from ${dump.filesDirectory}`
        : "  files: kept in the database (STORAGE=database), so in the snapshot",
    );
    if (summary.vanished.length > 0) {
      console.log(`  ${summary.vanished.length} files were deleted while being copied and are not in the backup.`);
    }
  } finally {
    await session.close();
  }
});
