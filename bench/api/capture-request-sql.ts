import { drizzle } from "drizzle-orm/node-postgres";
import type { InjectOptions } from "fastify";
import pg from "pg";
import { buildApp } from "../../src/server/app";
import type { Database, Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { loadConfig } from "../../src/server/env";
import { benchDemoPassword } from "../../tests/support/demo-data";
import type { CapturedQuery } from "./floor-plans";

interface Timed extends CapturedQuery {
  startedAt: number;
  endedAt: number;
}

/** Records every statement sent through the pool, with logical start and end times. */
function instrument(pool: pg.Pool): Timed[] {
  const captured: Timed[] = [];
  let clock = 0;
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  (pool as unknown as { query: typeof query }).query = (config, values) => {
    const text = typeof config === "string" ? config : (config as { text: string }).text;
    const params = (typeof config === "string" ? values : ((config as { values?: unknown[] }).values ?? values)) ?? [];
    const entry: Timed = { sql: text, params: params as unknown[], startedAt: clock++, endedAt: Infinity };
    captured.push(entry);
    return query(config, values).finally(() => (entry.endedAt = clock++));
  };
  return captured;
}

/** Statements that overlapped in time ran together; one that began after all before it ended starts a new step. */
function intoSteps(statements: Timed[]): CapturedQuery[][] {
  const steps: Timed[][] = [];
  for (const statement of statements) {
    const current = steps.at(-1);
    if (current && current.some((earlier) => earlier.endedAt > statement.startedAt)) current.push(statement);
    else steps.push([statement]);
  }
  return steps.map((step) => step.map(({ sql, params }) => ({ sql, params })));
}

/**
 * Every SQL statement the app itself runs to answer `request` (the session
 * check included), captured by running the real app in this process on the
 * same database, signed in as staff; grouped in the steps it ran them in.
 */
export async function captureRequestSql(databaseUrl: string, request: InjectOptions): Promise<CapturedQuery[][]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const captured = instrument(pool);
  const database: Database = {
    kind: "postgres",
    db: drizzle(pool, { schema }) as unknown as Db,
    migrate: async () => undefined,
    ping: async () => undefined,
    poolStats: () => null,
    snapshot: null,
    close: () => pool.end(),
  };
  const config = loadConfig({
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl,
    SERVE_CLIENT: "false",
    LOG_LEVEL: "silent",
    DEMO_PASSWORD: benchDemoPassword,
    // No policy rounds: a round starting during the capture would renew and expire the bench's policies.
    POLICY_ROUNDS_MINUTES: "0",
  });
  const origin = config.trustedOrigins[0]!;
  const app = await buildApp(config, { database });
  try {
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin },
      payload: { email: "staff@example.com", password: benchDemoPassword },
    });
    if (signIn.statusCode !== 200) throw new Error(`capturing ${request.url}: sign-in answered ${signIn.statusCode}`);
    const cookie = signIn.cookies.map((each) => `${each.name}=${each.value}`).join("; ");
    captured.length = 0;
    const answer = await app.inject({ ...request, headers: { ...request.headers, origin, cookie } });
    if (answer.statusCode >= 300) throw new Error(`capturing ${request.url}: the app answered ${answer.statusCode}`);
    return intoSteps(captured);
  } finally {
    await app.close();
    await pool.end();
  }
}
