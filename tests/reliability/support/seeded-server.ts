import { join } from "node:path";
import type { DatabaseConfig } from "../../../src/server/env";
import { startBuiltServer, type RunningServer } from "../../support/built-server";
import { benchDemoPassword, demoServerEnv } from "../../support/demo-data";
import { seededDemoCopy, type Engine } from "../../support/seeded-demo";
import { signIn } from "../../support/sign-in";

export type { Engine };

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
  const seeded = await seededDemoCopy(engine, "reliability");
  const { dataDir } = seeded;
  const databaseEnv: Record<string, string> = seeded.databaseUrl ? { DATABASE_URL: seeded.databaseUrl } : {};
  const database: DatabaseConfig = seeded.databaseUrl
    ? { kind: "postgres", url: seeded.databaseUrl }
    : { kind: "pglite", dataDir: join(dataDir, "pglite") };
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
      await seeded.remove();
    },
  };
}
