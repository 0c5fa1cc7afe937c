import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../support/free-port";

/**
 * A PostgreSQL server of the test's own, made with Debian's initdb in a
 * temporary folder and listening on its own port, so a test can stop it
 * without touching the machine's shared server.
 */
export interface PrivatePostgres {
  port: number;
  url: string;
  start(): void;
  /** Stops at once, as a crash would ("immediate": no checkpoint, clients cut). */
  stop(): void;
  remove(): void;
}

const binDirectory = () => execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "sabal-private-pg-"));
  const dataDir = join(folder, "data");
  const bin = binDirectory();
  // PostgreSQL refuses to run as root: as root, run it as the postgres account, which then owns the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const postgresUid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const postgresGid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(folder, postgresUid, postgresGid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : join(bin, program),
      asRoot ? ["-u", "postgres", "--", join(bin, program), ...args] : args,
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );

  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", join(folder, "server.log"), "-w", "start"]),
    stop: () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]),
    remove() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
