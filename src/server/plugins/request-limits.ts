import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyHttpOptions, FastifyInstance } from "fastify";
import { failure } from "../../shared/api";
import type { MessageKey } from "../../shared/messages/message";
import { renderMessage } from "../../shared/messages/render";
import type { RequestLimits } from "../env";
import { scopeOf } from "../request-context";

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's answer budget, when it differs from the server's (upload routes read their body as they run). */
    answerMs?: number;
  }
}

/** The largest JSON body: every form sends a few kilobytes; files come as multipart, limited by UPLOAD_MAX_MB. */
export const jsonBodyLimitBytes = 1024 * 1024;

/**
 * What Node refuses before Fastify sees a request (headers over 16 KB, a
 * client too slow to send its headers or body, a request that is not HTTP),
 * answered in the API envelope like every other error, then the socket closed.
 * In English: no header of such a request can be trusted to name a language.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message]: [number, string, MessageKey] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "request.headersTooLarge"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "request.tooSlow"]
        : [400, "Bad Request", "request.notHttp"];
  const body = JSON.stringify(failure(renderMessage(message, "en")));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The server's size and time limits (docs/decisions/0019), as Fastify
 * options: a JSON body up to `jsonBodyLimitBytes`, a request's headers within
 * `headersMs` and the whole of it within `transferMs`, and a socket that
 * moves nothing for twice the answer budget is closed.
 */
export function requestLimitOptions(limits: RequestLimits): FastifyHttpOptions<Server> {
  return {
    bodyLimit: jsonBodyLimitBytes,
    clientErrorHandler: answerClientError,
    requestTimeout: limits.transferMs,
    connectionTimeout: limits.answerMs * 2,
    http: {
      headersTimeout: limits.headersMs,
      // Node checks the header and transfer deadlines on this beat (30 s by default, too coarse for a 20 s limit).
      connectionsCheckingInterval: Math.max(250, Math.min(limits.headersMs / 4, 5000)),
    },
  };
}

/** The error a request over its answer budget is answered with: 503 in the envelope (plugins/errors.ts). */
const answerTimeout = (ms: number) => Object.assign(new Error(`No answer within ${ms} ms`), { statusCode: 503 });

/**
 * The connection cap, and the answer budget: an API request not answered within
 * `answerMs` (a database that went silent, say) gets a 503 instead of
 * holding its client. The work behind it is not cancelled, but it may no
 * longer commit, and the database's own statement timeout (db/client.ts)
 * ends it soon after.
 *
 * Fastify's own `handlerTimeout` would do this, but in 5.12 it is cleared as
 * soon as a request body has been read (fastify/fastify#6725), so it never
 * fires for a POST.
 */
export function registerRequestLimits(app: FastifyInstance, limits: RequestLimits): void {
  app.server.maxConnections = limits.maxConnections;
  app.addHook("onRoute", (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes("multipart/form-data")) route.config = { ...route.config, answerMs: limits.transferMs };
  });
  app.addHook("onRequest", (request, reply, done) => {
    // Pages and assets are files streamed from disk: only the API waits on the database or a peer.
    if (!request.url.startsWith("/api/")) return done();
    const budget = request.routeOptions.config.answerMs ?? limits.answerMs;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      // The work goes on, but must not commit now (request-context.ts).
      scopeOf(request).abandoned = true;
      reply.send(answerTimeout(budget));
    }, budget);
    timer.unref();
    // "close" comes when the answer is sent or the client goes away, whichever is first.
    reply.raw.once("close", () => clearTimeout(timer));
    done();
  });
}
