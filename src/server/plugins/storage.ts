import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../storage/file-storage";

declare module "fastify" {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** The storage backend of uploaded files, for every module (STORAGE in README). */
export function registerFileStorage(app: FastifyInstance, storage: FileStorage): void {
  app.decorate("fileStorage", storage);
}
