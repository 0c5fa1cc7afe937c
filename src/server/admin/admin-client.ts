import { request as httpRequest, type IncomingMessage } from "node:http";
import type { ManagedUser } from "../../shared/user-admin";
import type { AdminOperations, DatabaseDump, ResetReport } from "./admin-operations";
import { adminPaths } from "./admin-requests";
import { adminSocketPath, socketAnswers } from "./admin-socket";
import { Refusal } from "./refusal";

function send(socketPath: string, method: string, path: string, body?: unknown): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = httpRequest(
      {
        socketPath,
        method,
        path,
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
      },
      resolve,
    );
    outgoing.once("error", reject);
    outgoing.end(payload);
  });
}

async function readJson(response: IncomingMessage): Promise<{ data?: unknown; error?: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as { data?: unknown; error?: string };
  } catch {
    return { error: `The app answered ${response.statusCode}: ${text.slice(0, 200)}` };
  }
}

/** An answer other than success: a refusal (4xx, exit 2) or a failure (the app starting, stopping, or failing). */
async function failure(response: IncomingMessage): Promise<Error> {
  const { error } = await readJson(response);
  const text = error ?? `The app answered ${response.statusCode}.`;
  const status = response.statusCode ?? 500;
  return status >= 400 && status < 500 ? new Refusal(text) : new Error(text);
}

async function call<T>(socketPath: string, path: string, body: unknown): Promise<T> {
  const response = await send(socketPath, "POST", path, body);
  if (response.statusCode !== 200 && response.statusCode !== 201) throw await failure(response);
  return (await readJson(response)).data as T;
}

/** The operations, done by the app that answers on this admin socket. */
export function remoteAdminOperations(socketPath: string): AdminOperations {
  return {
    createAccount: (account) => call<ManagedUser>(socketPath, adminPaths.createAccount, account),
    resetAccount: (reset) => call<ResetReport>(socketPath, adminPaths.resetAccount, reset),
    dumpDatabase: (into) => call<DatabaseDump>(socketPath, adminPaths.databaseDump, { into }),
  };
}

/** The running app's operations when one answers on DATA_DIR's admin socket; null when none runs. */
export async function reachRunningApp(dataDir: string): Promise<AdminOperations | null> {
  const path = adminSocketPath(dataDir);
  return (await socketAnswers(path)) ? remoteAdminOperations(path) : null;
}
