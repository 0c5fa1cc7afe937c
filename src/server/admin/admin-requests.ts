import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { isAbsolute } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { accountResetRequestSchema, explainIssues, newAccountRequestSchema } from "./account-input";
import type { AdminOperations } from "./admin-operations";
import { Refusal } from "./refusal";

/** The admin socket's paths, shared with admin-client.ts. */
export const adminPaths = {
  createAccount: "/accounts",
  resetAccount: "/accounts/reset",
  databaseDump: "/database-dump",
} as const;

/** Where the app writes the database's copy: a new file the command named, in its own staging folder. */
const dumpRequestSchema = z
  .object({ into: z.string().max(4096).refine(isAbsolute, "must be an absolute path") })
  .strict();

const maxBodyBytes = 16 * 1024;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new Refusal("The request is too large.");
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new Refusal("The request is not JSON.");
  }
}

async function parsed<T extends z.ZodType>(request: IncomingMessage, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(request));
  if (!result.success) throw new Refusal(explainIssues(result.error));
  return result.data;
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * The app's side of the admin socket: a plain node:http handler, not a
 * Fastify route, so nothing of it is reachable over the network, and no
 * session or CSRF check applies (the socket's file mode is the access check).
 * Answers JSON `{ data }`, or `{ error }` in English with 400 for a refusal.
 */
export function adminRequestHandler(operations: AdminOperations, log: FastifyBaseLogger): RequestListener {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const route = `${request.method} ${request.url}`;
    if (route === `POST ${adminPaths.createAccount}`) {
      const created = await operations.createAccount(await parsed(request, newAccountRequestSchema));
      log.info({ userId: created.id, role: created.role }, "account created by the user command");
      return answer(response, 201, { data: created });
    }
    if (route === `POST ${adminPaths.resetAccount}`) {
      const report = await operations.resetAccount(await parsed(request, accountResetRequestSchema));
      log.info({ userId: report.account.id }, "account reset by the user command");
      return answer(response, 200, { data: report });
    }
    if (route === `POST ${adminPaths.databaseDump}`) {
      const { into } = await parsed(request, dumpRequestSchema);
      const dump = await operations.dumpDatabase(into);
      log.info({ bytes: dump.bytes, heldMs: Math.round(dump.heldMs) }, "database snapshot taken for a backup");
      return answer(response, 200, { data: dump });
    }
    answer(response, 404, { error: `No such admin operation: ${route}` });
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof Refusal) return answer(response, 400, { error: error.message });
      log.error({ err: error }, "admin operation failed");
      answer(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  };
}
