import type { FastifyInstance, FastifyRequest } from "fastify";
import { Registry } from "prom-client";
import { sameText } from "../auth/secret-hash";
import type { MetricsAccess } from "../env";
import type { OutboxRepository } from "../modules/mail/outbox-repository";
import { createHttpMetrics } from "../metrics/http-metrics";
import { registerOutboxMetrics } from "../metrics/outbox-metrics";
import { registerPoolMetrics } from "../metrics/pool-metrics";
import { addProcessMetrics } from "../metrics/process-metrics";

const metricsPath = "/metrics";

const bearer = /^Bearer +(\S+)$/i;

function mayRead(access: MetricsAccess, request: FastifyRequest): boolean {
  if (access.kind === "open") return true;
  const token = bearer.exec(request.headers.authorization ?? "")?.[1];
  return token !== undefined && sameText(token, access.token);
}

/**
 * Prometheus metrics at /metrics, in a registry of this app's own (tests
 * build several apps in one process). Machines read it, not people, so it has
 * no role rule (plugins/access.ts covers /api): outside production it is
 * open; in production only a scraper with METRICS_TOKEN gets an answer, and
 * anyone else gets the answer of an unknown path. Without a token the route
 * is not even registered, and nothing is measured that nobody may read.
 * Answers the registry, for what other parts of the app count (null: none).
 */
export function registerMetrics(
  app: FastifyInstance,
  access: MetricsAccess | null,
  outbox: OutboxRepository,
): Registry | null {
  if (!access) return null;
  const register = new Registry();
  addProcessMetrics(register);
  registerPoolMetrics(register, app.database);
  registerOutboxMetrics(register, outbox, app.log);
  const http = createHttpMetrics(register);

  app.addHook("onError", (request, _reply, _error, done) => {
    http.noteError(request);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    http.record(request, reply);
    done();
  });

  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(access, request)) return reply.callNotFound();
    return reply.type(register.contentType).send(await register.metrics());
  });
  return register;
}
