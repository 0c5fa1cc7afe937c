import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";
import { runInScope, scopeOf } from "../request-context";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Work that must not wait behind the rest when the database is the queue: a member filing a claim.
     * Its statements take the next free PostgreSQL connection first (db/priority-gate.ts).
     */
    urgent?: boolean;
  }
}

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
  app.addHook("preHandler", (request, _reply, done) => {
    const scope = scopeOf(request);
    scope.urgent = request.routeOptions.config.urgent === true;
    runInScope(scope, done);
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header(headerName, request.id);
  });
}
