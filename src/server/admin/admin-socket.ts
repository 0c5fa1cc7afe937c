import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import { connect } from "node:net";
import { join, resolve } from "node:path";

/**
 * The Unix socket in DATA_DIR through which the user and backup commands
 * reach a running app (decision 0035). It is also the lock of the embedded
 * database: PGlite allows one process on its folder, so whoever opens it (the
 * app, or a command while no app runs) first listens here, and whoever finds
 * someone listening keeps away. Mode 0600: only the account running the app
 * may connect, and nothing on the network can.
 */
export const adminSocketPath = (dataDir: string) => join(resolve(dataDir), "admin.sock");

/** Another live process holds DATA_DIR's database. */
export class DataDirInUse extends Error {
  constructor(readonly socketPath: string) {
    super(
      `Another process (the app, or a user or backup command) holds the database in ${resolve(socketPath, "..")}: ` +
        `it answers on ${socketPath}. Stop it first, or run the command while the app runs, which goes through it.`,
    );
    this.name = "DataDirInUse";
  }
}

export interface AdminSocket {
  readonly path: string;
  /** Answers requests with `handler` from now on (before: 503, "starting"). */
  serve(handler: RequestListener): void;
  /** Answers 503 to new requests and waits for those under way. */
  drain(): Promise<void>;
  /** Stops listening and removes the socket file: the lock is released. */
  release(): Promise<void>;
}

/** Answers every request 503 with this text: the holder of the lock is not the app, or the app is not ready. */
export const answerBusy =
  (text: string): RequestListener =>
  (_request, response) => {
    response.writeHead(503, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: text }));
  };

/** Whether a process answers on the socket: a stale file left by a crash refuses the connection. */
export function socketAnswers(path: string, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolveAnswer) => {
    const socket = connect(path);
    const done = (answers: boolean) => {
      socket.destroy();
      resolveAnswer(answers);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    // A process that accepts nothing in time is still there: never take its folder.
    socket.setTimeout(timeoutMs, () => done(true));
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    const failed = (error: Error) => reject(error);
    server.once("error", failed);
    // The socket is created with the process's umask: 0177 makes it 0600 from the start.
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => {
        server.off("error", failed);
        resolveListen();
      });
    } finally {
      process.umask(umask);
    }
  });
}

/**
 * Takes DATA_DIR's lock: listens on its admin socket, removing the file a
 * crashed process left. Throws DataDirInUse when a live process answers there.
 */
export async function claimAdminSocket(dataDir: string): Promise<AdminSocket> {
  const path = adminSocketPath(dataDir);
  mkdirSync(resolve(dataDir), { recursive: true });
  let handler: RequestListener = answerBusy("The app is starting; try again in a moment.");
  let underWay = 0;
  let drained: (() => void) | undefined;
  const server = createServer((request, response) => {
    underWay++;
    response.once("close", () => {
      underWay--;
      if (underWay === 0) drained?.();
    });
    handler(request, response);
  });
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw explain(error, path);
    if (await socketAnswers(path)) throw new DataDirInUse(path);
    rmSync(path, { force: true });
    await listen(server, path).catch((again: unknown) => {
      throw (again as NodeJS.ErrnoException).code === "EADDRINUSE" ? new DataDirInUse(path) : explain(again, path);
    });
  }
  chmodSync(path, 0o600);

  return {
    path,
    serve(next) {
      handler = next;
    },
    drain() {
      handler = answerBusy("The app is stopping.");
      if (underWay === 0) return Promise.resolve();
      return new Promise((resolveDrain) => (drained = resolveDrain));
    },
    release() {
      return new Promise((resolveRelease) => {
        server.close(() => {
          rmSync(path, { force: true });
          resolveRelease();
        });
        server.closeAllConnections();
      });
    },
  };
}

function explain(error: unknown, path: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  // sun_path holds 107 bytes on Linux: a deep DATA_DIR cannot hold a socket.
  const hint = path.length > 100 ? ` The path is ${path.length} characters long; Unix sockets allow about 100.` : "";
  return new Error(`Cannot listen on the admin socket ${path} (${code ?? String(error)}).${hint}`);
}
