import type { FastifyInstance } from "fastify";
import { localAdminOperations } from "../admin/admin-operations";
import { adminRequestHandler } from "../admin/admin-requests";
import { claimAdminSocket, type AdminSocket } from "../admin/admin-socket";
import type { AppConfig } from "../env";

/**
 * Takes DATA_DIR's lock before the app opens its embedded database: PGlite
 * allows one process on a folder, so a second app or a command holding it
 * makes the start fail here instead of corrupting it (admin/admin-socket.ts).
 * Only on a PGlite folder the app opens itself; released after the database
 * closes (onClose hooks run last-added first, and this one is added before the database's).
 */
export async function holdDataDir(app: FastifyInstance, config: AppConfig, opensDatabase: boolean) {
  if (!opensDatabase || config.database.kind !== "pglite") return null;
  const socket = await claimAdminSocket(config.dataDir);
  app.addHook("onClose", () => socket.release());
  return socket;
}

/** From now on the user and backup commands work through this app (decision 0035). */
export function serveAdminSocket(app: FastifyInstance, socket: AdminSocket | null, config: AppConfig): void {
  if (!socket) return;
  const operations = localAdminOperations({
    database: app.database,
    storage: config.storage,
    forgetLockout: (userId) => app.authThrottle.forgetAccount(userId),
  });
  socket.serve(adminRequestHandler(operations, app.log));
  // A backup or reset under way finishes before the database closes.
  app.addHook("preClose", () => socket.drain());
}
