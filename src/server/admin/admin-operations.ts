import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs";
import { promisify } from "node:util";
import { resolve } from "node:path";
import type { ManagedUser } from "../../shared/user-admin";
import type { Database } from "../db/client";
import type { StorageConfig } from "../env";
import {
  type CommandLineAccount,
  type CommandLineReset,
  type ResetOutcome,
} from "../modules/users/account-command-service";
import { composeAccountCommands } from "../composition-root";
import { asRefusal, Refusal } from "./refusal";

export interface ResetReport extends ResetOutcome {
  /**
   * Sign-in lockouts: cleared (in the app's memory, or in Redis, which every
   * instance shares), or left to instances that count in memory, which no
   * command reaches (PostgreSQL without REDIS_URL): they end within 15 minutes.
   */
  lockout: "cleared" | "left-to-expire";
}

/** The embedded database's copy the backup took (written to the file it named), and where the files it refers to are. */
export interface DatabaseDump {
  /** Size of the copy: PGlite's folder as an uncompressed tar. */
  bytes: number;
  /** How long queries waited while it was copied. */
  heldMs: number;
  /** The local file store (STORAGE=local), or null when files are kept in the database. */
  filesDirectory: string | null;
}

/**
 * What the user and backup commands do, whichever process does it: the app
 * (through its admin socket, admin-requests.ts) or the command itself when
 * no app holds the embedded database, or on PostgreSQL.
 */
export interface AdminOperations {
  createAccount(account: CommandLineAccount): Promise<ManagedUser>;
  resetAccount(reset: CommandLineReset): Promise<ResetReport>;
  /** Writes a consistent copy of the embedded database to `into`, a new file (absolute path). */
  dumpDatabase(into: string): Promise<DatabaseDump>;
}

/**
 * Writes the copy in one write on libuv's thread pool. PGlite runs SQL on the
 * app's main thread, so under load each turn of its event loop is slow: a
 * socket (a turn per buffer-full) or fs/promises' writeFile (a turn per
 * 512 KB) took 20 s to 90 s for 40 MB under a burst of claims; the callback
 * writeFile hands the whole buffer to one write.
 */
const writeWhole = (path: string, content: Buffer) => promisify(writeFile)(path, content, { flag: "wx", mode: 0o600 });

export interface LocalAdminDeps {
  database: Database;
  storage: StorageConfig;
  /**
   * Forgets an account's sign-in failures wherever they are counted (the
   * app's memory, Redis), answering whether it reached them; null when
   * running instances count in memory that this process cannot reach.
   */
  forgetLockout: ((userId: string) => Promise<boolean>) | null;
}

/** The operations on a database this process holds. Refusals come out as Refusal, in English. */
export function localAdminOperations({ database, storage, forgetLockout }: LocalAdminDeps): AdminOperations {
  const accounts = composeAccountCommands(database.db);
  const requestId = () => `command-line-${randomUUID()}`;
  const refused = (error: unknown) => {
    throw asRefusal(error);
  };

  return {
    createAccount: (account) => accounts.create(account, requestId()).catch(refused),

    async resetAccount(reset) {
      const outcome = await accounts.reset(reset, requestId()).catch(refused);
      const cleared = forgetLockout ? await forgetLockout(outcome.account.id) : false;
      return { ...outcome, lockout: cleared ? "cleared" : "left-to-expire" };
    },

    async dumpDatabase(into) {
      if (!database.snapshot) {
        throw new Refusal(
          "The database is PostgreSQL: back it up with pg_dump -Fc (docs/deploy.md, Backups); this command copies the embedded database.",
        );
      }
      const { tar, heldMs } = await database.snapshot();
      await writeWhole(into, Buffer.from(await tar.arrayBuffer()));
      return {
        bytes: tar.size,
        heldMs,
        filesDirectory: storage.kind === "local" ? resolve(storage.directory) : null,
      };
    },
  };
}
