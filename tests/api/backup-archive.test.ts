import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { create as createTar } from "tar";
import { afterEach, describe, expect, it } from "vitest";
import { localAdminOperations } from "../../src/server/admin/admin-operations";
import { writeBackup } from "../../src/server/admin/backup-archive";
import { Refusal } from "../../src/server/admin/refusal";
import { restoreBackup } from "../../src/server/admin/restore-archive";
import { useApi } from "./support/api-fixture";
import { insertClaim, insertPolicy } from "./support/rows";
import { testDatabaseUrl } from "./support/test-database";

/**
 * The backup file and its restore (decision 0035), in-process on the worker's
 * database: the snapshot, the file store, one archive, and a new folder
 * restored from it that opens with what was there. The built commands under
 * load are tests/reliability/backup-under-load.test.ts.
 */
describe("backup and restore of the embedded database", () => {
  const api = useApi();
  const folders: string[] = [];
  const folder = (name: string) => {
    const made = mkdtempSync(join(tmpdir(), `sabal-${name}-`));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  const operations = (filesDirectory: string) =>
    localAdminOperations({
      database: api.app.database,
      storage: { kind: "local", directory: filesDirectory },
      forgetLockout: null,
    });

  it.skipIf(testDatabaseUrl() !== undefined)(
    "restores the database and the files into a new folder, and refuses a used folder or another file",
    async () => {
      const policy = await insertPolicy(api.db);
      await insertClaim(api.db, { policyId: policy.id, claimNumber: "CLM-BACKUP-1" });
      const store = folder("store");
      mkdirSync(join(store, "documents", "ab"), { recursive: true });
      writeFileSync(join(store, "documents", "ab", "one"), "the first file");
      writeFileSync(join(store, "two"), "the second file");
      // An upload being written: not a file yet, so not in the backup.
      writeFileSync(join(store, "two.123.part"), "half");

      const out = join(folder("out"), "backup.tar.gz");
      const summary = await writeBackup(out, (into) => operations(store).dumpDatabase(into));
      expect(summary.manifest).toMatchObject({ format: "sabal-backup", files: 2, database: "pglite" });
      expect(summary.dump.heldMs).toBeGreaterThan(0);
      await expect(writeBackup(out, (into) => operations(store).dumpDatabase(into))).rejects.toBeInstanceOf(Refusal);

      const target = join(folder("restore"), "data");
      const restored = await restoreBackup(out, target);
      expect(restored.census).toMatchObject({ claims: 1, policies: 1 });
      expect(restored.census.migrations).toBe(restored.census.knownMigrations);
      expect(readFileSync(join(target, "files", "documents", "ab", "one"), "utf8")).toBe("the first file");
      expect(readFileSync(join(target, "files", "two"), "utf8")).toBe("the second file");
      await expect(restoreBackup(out, target)).rejects.toThrow(/is not empty/);

      const stranger = join(folder("stranger"), "other.tar.gz");
      writeFileSync(join(store, "readme"), "not a backup");
      await createTar({ gzip: true, file: stranger, cwd: store }, ["readme"]);
      await expect(restoreBackup(stranger, join(folder("empty"), "data"))).rejects.toThrow(/not a backup/);
    },
  );

  it.skipIf(testDatabaseUrl() === undefined)("refuses on PostgreSQL, which pg_dump backs up", async () => {
    const into = join(folder("out"), "pglite.tar");
    await expect(operations(folder("store")).dumpDatabase(into)).rejects.toThrow(/pg_dump/);
  });
});
