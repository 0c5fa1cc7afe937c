// The restore command (decision 0035): a backup made by backup-cli into a new data folder.
//   npm run restore -- --from /backups/sabal-2026-05-01.tar.gz --data-dir /srv/sabal/data-restored
// In a build: node build/server/restore-cli.js --from <file> --data-dir <new empty folder>.
// Then start the app with DATA_DIR set to that folder.
import { parseOptions, runCommand } from "./command";
import { restoreBackup } from "./restore-archive";
import { Refusal } from "./refusal";

const usage = `Usage: restore --from <backup file> --data-dir <new empty folder>

Restores a backup made by backup-cli: the embedded database into <folder>/pglite and the
files into <folder>/files, then opens the database and counts what it holds. The folder
must be new or empty. Start the app with DATA_DIR=<folder> afterwards.
Exit codes: 0 done, 1 failed, 2 refused.`;

await runCommand(async () => {
  const { values } = parseOptions(
    {
      options: { from: { type: "string" }, "data-dir": { type: "string" }, help: { type: "boolean", short: "h" } },
      allowPositionals: false,
    },
    usage,
  );
  if (values.help) return console.log(usage);
  const dataDir = values["data-dir"];
  if (!values.from || !dataDir) throw new Refusal(`--from and --data-dir are required.\n\n${usage}`);
  const started = performance.now();
  const { manifest, census } = await restoreBackup(values.from, dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir} in ${Math.round(performance.now() - started)} ms.`,
  );
  console.log(
    `  database: opens; ${census.migrations} migrations applied (this build has ${census.knownMigrations}); ` +
      `${census.claims} claims, ${census.policies} policies`,
  );
  console.log(`  files: ${manifest.files}`);
  if (census.migrations > census.knownMigrations) {
    console.log("  The backup comes from a newer version of the app: run that version on it.");
  }
  console.log(`Start the app with DATA_DIR=${dataDir}.`);
});
