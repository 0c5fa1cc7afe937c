import type { FastifyInstance } from "fastify";
import type { StorageConfig } from "../env";
import { createFileStorage, type FileStorage } from "../storage/file-storage";

declare module "fastify" {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** The storage backend of uploaded files, for every module (STORAGE in README). */
export function registerFileStorage(app: FastifyInstance, config: StorageConfig): void {
  app.decorate("fileStorage", createFileStorage(config, app.database.db));
}
