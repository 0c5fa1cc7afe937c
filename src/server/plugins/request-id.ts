import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";

const headerName = "x-request-id";
// Accept an id from a proxy only when it looks like one, so logs stay clean.
const acceptable = /^[\w.:-]{8,128}$/;

/** Reuses a load balancer's request id when present, otherwise makes one. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[headerName];
  return typeof incoming === "string" && acceptable.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id so a user's error report can be matched to the log line. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header(headerName, request.id);
  });
}
