import { existsSync } from "node:fs";
import { join } from "node:path";
import { createAuthThrottle } from "../auth/auth-throttle";
import { openDatabase, type Database } from "../db/client";
import type { AppConfig } from "../env";
import { reachRunningApp } from "./admin-client";
import { localAdminOperations, type AdminOperations } from "./admin-operations";
import { answerBusy, claimAdminSocket, type AdminSocket } from "./admin-socket";
import { Refusal } from "./refusal";

export interface AdminSession {
  operations: AdminOperations;
  /** Who does the work: the running app through its admin socket, or this command on the database. */
  via: "app" | "database";
  close(): Promise<void>;
}

export interface SessionOptions {
  /** Apply pending migrations when opening the database itself (a first account on a new installation). */
  migrate: boolean;
}

/**
 * Where a command does its work. PGlite: through the app when one runs on
 * DATA_DIR (it holds the database, and no second process may open it),
 * otherwise on the database itself, holding DATA_DIR's lock meanwhile so the
 * app cannot start under it. PostgreSQL: always directly; it serves many.
 */
export async function openAdminSession(config: AppConfig, { migrate }: SessionOptions): Promise<AdminSession> {
  let socket: AdminSocket | null = null;
  if (config.database.kind === "pglite") {
    const app = await reachRunningApp(config.dataDir);
    if (app) return { operations: app, via: "app", close: async () => undefined };
    if (!migrate && !existsSync(join(config.database.dataDir, "PG_VERSION"))) {
      throw new Refusal(`There is no embedded database in ${config.database.dataDir} (DATA_DIR=${config.dataDir}).`);
    }
    socket = await claimAdminSocket(config.dataDir);
    socket.serve(
      answerBusy(`A user or backup command (process ${process.pid}) holds the database; try again when it ends.`),
    );
  }
  let database: Database | null = null;
  const throttle = config.redisUrl ? createAuthThrottle(config.redisUrl) : null;
  try {
    database = await openDatabase(config.database);
    if (migrate) await database.migrate();
    // No app runs on this PGlite folder, so no memory counts a lockout: only Redis may.
    const nothingToForget = config.database.kind === "pglite" ? async () => true : null;
    const operations = localAdminOperations({
      database,
      storage: config.storage,
      forgetLockout: throttle ? (userId) => throttle.forgetAccount(userId) : nothingToForget,
    });
    const opened = database;
    const held = socket;
    return {
      operations,
      via: "database",
      async close() {
        await opened.close();
        await throttle?.close();
        await held?.release();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await throttle?.close();
    await socket?.release();
    throw error;
  }
}
