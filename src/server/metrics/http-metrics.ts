import type { FastifyReply, FastifyRequest } from "fastify";
import { Counter, Histogram, type Registry } from "prom-client";

const labelNames = ["method", "route", "status_code"] as const;

// The API's reads take about 2–50 ms: fine steps there, coarse ones for uploads and reports.
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route pattern (`/api/policies/:id`), never the raw URL, so the number
 * of series stays bounded whatever paths visitors and scanners try.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return "not_found";
  // @fastify/static's catch-all: every built file under one label.
  return pattern === "/*" ? "static" : pattern;
}

/** Request rate, latency and errors by method, route and status. */
export function createHttpMetrics(register: Registry) {
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its answer, by method, route pattern and status code.",
    labelNames,
    buckets: durationBuckets,
    registers: [register],
  });
  const serverErrors = new Counter({
    name: "http_request_errors_total",
    help: "Requests answered with a 5xx status, by route pattern.",
    labelNames: ["route"],
    registers: [register],
  });
  const unhandledErrors = new Counter({
    name: "http_unhandled_errors_total",
    help: "Errors thrown while handling a request that ended in a 5xx answer, by route pattern.",
    labelNames: ["route"],
    registers: [register],
  });

  // Requests whose handling threw; onError runs before the error handler picks the status, so the
  // answer's status is only known when the response is recorded.
  const threw = new WeakSet<FastifyRequest>();

  return {
    /** onError: the request threw (a 4xx like a validation error, or a fault). */
    noteError(request: FastifyRequest): void {
      threw.add(request);
    },
    /** onResponse, once per answer: a label lookup and three cheap updates. */
    record(request: FastifyRequest, reply: FastifyReply): void {
      const route = routeLabel(request);
      const labels = { method: request.method, route, status_code: reply.statusCode };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode < 500) return;
      serverErrors.inc({ route });
      if (threw.has(request)) unhandledErrors.inc({ route });
    },
  };
}
