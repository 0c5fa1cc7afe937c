import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseConfig } from "../../../src/server/env";
import { startBuiltServer, type RunningServer } from "../../support/built-server";
import { benchDemoPassword, demoServerEnv, seedDemoData } from "../../support/demo-data";
import { signIn } from "../../support/sign-in";
import { benchAdminUrl, createThrowawayDatabase } from "../../support/throwaway-database";

export type Engine = "pglite" | "postgres";

/** The built server on a database of its own holding the demo data, and what a scenario needs around it. */
export interface SeededServer {
  server: RunningServer;
  /** The same database as the server's, for reading it directly (PGlite: only while the server is stopped). */
  database: DatabaseConfig;
  /** Starts the server again on the same data and port (after `crash()` or `stop()`). */
  restart(): Promise<RunningServer>;
  /** A staff session cookie, for the staff area's requests. */
  staffCookie(): Promise<string>;
  remove(): Promise<void>;
}

export async function startSeededServer(engine: Engine, env: Record<string, string> = {}): Promise<SeededServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "sabal-reliability-"));
  const throwaway = engine === "postgres" ? await createThrowawayDatabase(benchAdminUrl, "reliability") : null;
  const databaseEnv: Record<string, string> = throwaway ? { DATABASE_URL: throwaway.url } : {};
  const database: DatabaseConfig = throwaway
    ? { kind: "postgres", url: throwaway.url }
    : { kind: "pglite", dataDir: join(dataDir, "pglite") };
  seedDemoData({ DATA_DIR: dataDir, ...databaseEnv });
  const serverEnv = { ...demoServerEnv, ...databaseEnv, ...env };
  let server = await startBuiltServer(serverEnv, { dataDir });
  const port = server.port;
  return {
    get server() {
      return server;
    },
    database,
    async restart() {
      server = await startBuiltServer(serverEnv, { dataDir, port });
      return server;
    },
    staffCookie: () =>
      signIn(server.url, { email: "staff@example.com", password: benchDemoPassword, origin: server.url }),
    async remove() {
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
