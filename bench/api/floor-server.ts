// The floor any API can reach: node:http and a pg pool doing one request's
// work (FLOOR_PLAN, JSON, see floor-plans.ts) and writing JSON; or node:http
// streaming one stored file. No framework, no validation, no session check.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import pg from "pg";
import { postgresSessionOptions } from "../../src/server/db/client";
import type { CapturedQuery, FloorPlan } from "./floor-plans";

const plan = JSON.parse(process.env.FLOOR_PLAN ?? "{}") as FloorPlan;
// The app's own connection settings (JIT off), so the same SQL runs the same way.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: postgresSessionOptions() });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A write repeated as captured would hit its own primary key: new ids each time, the same new id
// wherever the request named the same one (a claim's id in its status event and audit row).
const freshIds = () => {
  const renamed = new Map<string, string>();
  return (params: unknown[]) =>
    params.map((value) => {
      if (typeof value !== "string" || !uuid.test(value)) return value;
      if (!renamed.has(value)) renamed.set(value, randomUUID());
      return renamed.get(value);
    });
};

async function runSteps(steps: CapturedQuery[][], transaction: boolean): Promise<unknown[]> {
  const client = transaction ? await pool.connect() : null;
  // Only writes get fresh ids: a read must look up the very rows the app looked up (the session, the agents).
  const fresh = freshIds();
  const run = (query: CapturedQuery) => (client ?? pool).query(query.sql, client ? fresh(query.params) : query.params);
  try {
    await client?.query("begin");
    const rows: unknown[] = [];
    for (const step of steps) rows.push(...(await Promise.all(step.map(run))).map((result) => result.rows));
    await client?.query("commit");
    return rows;
  } catch (error) {
    await client?.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client?.release();
  }
}

function answerSql(response: ServerResponse, steps: CapturedQuery[][], transaction: boolean) {
  runSteps(steps, transaction)
    .then((rows) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ data: rows, success: true, message: null, errors: [] }));
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
}

const server = createServer((_request, response) => {
  if (plan.kind === "file") {
    response.writeHead(200, plan.headers);
    createReadStream(plan.path).pipe(response);
  } else {
    answerSql(response, plan.steps, plan.transaction);
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
