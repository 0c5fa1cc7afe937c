import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Makes the database available to every module. The app closes it on shutdown
 * only when it opened it; tests pass in a shared instance and close it themselves.
 */
export function registerDatabase(app: FastifyInstance, database: Database, owned: boolean): void {
  app.decorate("database", database);
  if (owned) app.addHook("onClose", () => database.close());
}
