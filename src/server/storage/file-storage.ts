import type { StoredFileRepository } from "./stored-file-repository";
import type { StorageConfig } from "../env";
import { createDatabaseStorage } from "./database-storage";
import { createLocalStorage } from "./local-storage";

/**
 * Where uploaded files' bytes live. Keys are made by the server (never the
 * uploaded name), so no user input reaches a path. Two backends:
 * a local folder (one machine) and the database (shared by all instances).
 */
export interface FileStorage {
  readonly kind: StorageConfig["kind"];
  put(key: string, content: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export function createFileStorage(config: StorageConfig, files: StoredFileRepository): FileStorage {
  return config.kind === "database" ? createDatabaseStorage(files) : createLocalStorage(config.directory);
}

const safeKey = /^[a-z0-9][a-z0-9/-]{0,200}$/;

/** Refuses anything but the server's own key shape: a second guard against path traversal. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes("..") || key.includes("//")) throw new Error(`unsafe storage key: ${key}`);
}
