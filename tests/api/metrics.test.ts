import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { prerenderedPaths } from "../../src/shared/routes";
import type { AppConfig } from "../../src/server/env";
import { useApi } from "./support/api-fixture";

/** The value of one sample of the exposition, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

const token = "a-scraper-token-0123456789abcdef";
/** Production, where /metrics answers only a scraper holding the token. */
const production: Partial<AppConfig> = {
  nodeEnv: "production",
  authSecret: "x".repeat(40),
  metrics: { kind: "token", token },
};

const scrape = async (app: FastifyInstance) => {
  const response = await app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

describe("/metrics", () => {
  const api = useApi();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = api.app;
    app.get("/api/test/fault", { config: { access: "public" } }, async () => {
      throw new Error("an unexpected fault");
    });
    app.get("/api/test/unavailable", { config: { access: "public" } }, async (_request, reply) =>
      reply.code(503).send({ success: false }),
    );
    await app.ready();
  });

  it("counts requests by route pattern and status, never by raw URL", async () => {
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/health?probe=1" });
    await app.inject({ method: "GET", url: "/api/portal/PRT-0001" });
    await app.inject({ method: "GET", url: "/api/portal/PRT-0002" });
    await app.inject({ method: "GET", url: "/api/no-such-thing/123" });
    await app.inject({ method: "GET", url: "/wp-login.php" });

    const text = await scrape(app);
    const requests = (route: string, status: string) =>
      sample(text, "http_requests_total", { method: "GET", route, status_code: status });
    expect(requests("/api/health", "200")).toBe(2);
    expect(requests("/api/portal/:id", "401")).toBe(2);
    expect(requests("not_found", "404")).toBe(2);
    expect(text).not.toContain("PRT-0001");
    expect(text).not.toContain("wp-login");
  });

  it("keeps a latency histogram with buckets fine enough for 2–50 ms reads", async () => {
    const text = await scrape(app);
    const labels = { method: "GET", route: "/api/health", status_code: "200" };
    for (const le of ["0.0025", "0.005", "0.01", "0.025", "0.05", "+Inf"]) {
      expect(sample(text, "http_request_duration_seconds_bucket", { ...labels, le }), le).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, "http_request_duration_seconds_count", labels)).toBe(2);
    expect(sample(text, "http_request_duration_seconds_sum", labels)).toBeGreaterThan(0);
  });

  it("counts 5xx answers as errors, and thrown faults apart from deliberate 503s", async () => {
    expect((await app.inject({ method: "GET", url: "/api/test/fault" })).statusCode).toBe(500);
    expect((await app.inject({ method: "GET", url: "/api/test/unavailable" })).statusCode).toBe(503);
    const text = await scrape(app);
    expect(sample(text, "http_requests_total", { route: "/api/test/fault", status_code: "500" })).toBe(1);
    expect(sample(text, "http_request_errors_total", { route: "/api/test/fault" })).toBe(1);
    expect(sample(text, "http_request_errors_total", { route: "/api/test/unavailable" })).toBe(1);
    expect(sample(text, "http_unhandled_errors_total", { route: "/api/test/fault" })).toBe(1);
    expect(sample(text, "http_unhandled_errors_total", { route: "/api/test/unavailable" })).toBeUndefined();
    // A 4xx is not a server error.
    expect(sample(text, "http_request_errors_total", { route: "/api/portal/:id" })).toBeUndefined();
  });

  it("reads the outbox backlog when scraped", async () => {
    const { db } = api;
    expect(sample(await scrape(app), "mail_outbox_pending_messages")).toBe(0);
    expect(sample(await scrape(app), "mail_outbox_oldest_pending_age_seconds")).toBe(0);
    const mail = { kind: "test", to: "ana@example.com", subject: "Hello", text: "Hello", html: "<p>Hello</p>" };
    const delivered = await app.mail.queue(mail, db);
    const waitingLongest = await app.mail.queue(mail, db);
    await app.mail.queue(mail, db);
    await db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, delivered));
    await db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(mailOutbox.id, waitingLongest));

    const text = await scrape(app);
    expect(sample(text, "mail_outbox_pending_messages")).toBe(2);
    const age = sample(text, "mail_outbox_oldest_pending_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
  });

  it("reports the PostgreSQL pool, nothing for PGlite, and Node's process figures", async () => {
    const text = await scrape(app);
    if (app.database.kind === "postgres") {
      expect(sample(text, "db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_waiting_queries")).toBe(0);
    } else {
      expect(text).not.toContain("db_pool_");
    }
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("stays out of the API's route list and OpenAPI document", async () => {
    expect(app.apiRoutes.map((route) => route.url)).not.toContain("/metrics");
    const openApi = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(openApi.json().paths)).not.toContain("/metrics");
  });
});

describe("/metrics in production", () => {
  const api = useApi({ config: production });

  it("answers only a scraper with the token; anyone else gets the not-found answer", async () => {
    const { app } = api;
    const missing = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    const asked = (authorization?: string) =>
      app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
    for (const refused of [await asked(), await asked(`Bearer ${token}x`), await asked(`Basic ${token}`)]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ ...missing.json(), message: "No route for GET /metrics." });
    }
    const allowed = await asked(`Bearer ${token}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain("http_requests_total");
    expect(allowed.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("does not exist without a token", async () => {
    const app = await api.otherApp({ metrics: null });
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("/metrics beside the built site", () => {
  const clientDir = join(tmpdir(), `sabal-metrics-site-${randomUUID()}`);

  // The least of a client build the site plugin serves (the SPA shell, the
  // public pages, which it reads at start, the not-found page, one asset),
  // written before the fixture builds the app on it.
  beforeAll(() => {
    mkdirSync(join(clientDir, "404"), { recursive: true });
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<!doctype html><title>Sabal</title>");
    for (const path of prerenderedPaths) {
      mkdirSync(join(clientDir, path), { recursive: true });
      writeFileSync(join(clientDir, path, "index.html"), `<!doctype html><title>${path}</title>`);
    }
    writeFileSync(join(clientDir, "404", "index.html"), "<!doctype html><title>Page not found</title>");
    writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "export {};");
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const api = useApi({ config: { ...production, clientDir } });

  it("puts every static file under one label, and refuses with the site's not-found page", async () => {
    const { app } = api;
    expect((await app.inject({ method: "GET", url: "/assets/entry-abc123.js" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/assets/entry-gone.js" })).statusCode).toBe(404);

    const refused = await app.inject({ method: "GET", url: "/metrics" });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain("Page not found");

    const text = (await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } }))
      .body;
    expect(sample(text, "http_requests_total", { route: "static", status_code: "200" })).toBe(1);
    expect(sample(text, "http_requests_total", { route: "not_found", status_code: "404" })).toBe(2);
    expect(text).not.toContain("entry-");
  });
});
