import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";
import { runInScope, scopeOf } from "../request-context";

const headerName = "x-request-id";
// Accept an id from a proxy only when it looks like one, so logs stay clean.
const acceptable = /^[\w.:-]{8,128}$/;

/** Reuses a load balancer's request id when present, otherwise makes one. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[headerName];
  return typeof incoming === "string" && acceptable.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes the id so a user's error report can be matched to the log line, and
 * runs every handler inside it (src/server/request-context.ts) so the rows the
 * request writes for later work carry it. The context is entered at
 * preHandler, once the body has been read, so no stream event lies between
 * it and the handler.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => runInScope(scopeOf(request), done));
  app.addHook("onSend", async (request, reply) => {
    reply.header(headerName, request.id);
  });
}
