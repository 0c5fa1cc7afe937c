import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { createClaimService } from "../../src/server/modules/claims/service";
import { createCatastropheRepository } from "../../src/server/modules/claims/catastrophe-repository";
import { createClaimLetterRepository } from "../../src/server/modules/claims/letter-repository";
import { createClaimRepository } from "../../src/server/modules/claims/repository";
import { createOutboxRepository } from "../../src/server/modules/mail/outbox-repository";
import { defaultCompany } from "../../src/shared/company";
import { captureRequestSql } from "./capture-request-sql";
import { benchClaim } from "./claim-submission";

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * What the floor server does for one request: SQL statements captured from the
 * app itself (so the floor runs the same SQL and nothing simpler),
 * grouped in steps run one after another, the statements of a step together,
 * as the app runs them; or one prerendered file sent as it is stored.
 */
export type FloorPlan =
  | { kind: "sql"; steps: CapturedQuery[][]; transaction: boolean }
  | { kind: "file"; path: string; headers: Record<string, string> };

async function capture(url: string, run: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  try {
    await run(db);
  } finally {
    await pool.end();
  }
  return captured;
}

/** Staff policy search, as the app runs it: the session check, the matching agents, then the page and its total. */
export async function searchPlan(url: string, path: string): Promise<FloorPlan> {
  return { kind: "sql", steps: await captureRequestSql(url, { method: "GET", url: path }), transaction: false };
}

/** The dashboard's portal list, as the app runs it: the session check, then the page and its total. */
export async function portalListPlan(url: string): Promise<FloorPlan> {
  const steps = await captureRequestSql(url, { method: "POST", url: "/api/home/portals", payload: {} });
  return { kind: "sql", steps, transaction: false };
}

/** The staff policy page's read of one policy, as the app runs it: the session check, then the policy. */
export async function policyPagePlan(url: string, path: string): Promise<FloorPlan> {
  return { kind: "sql", steps: await captureRequestSql(url, { method: "GET", url: path }), transaction: false };
}

/** The staff claims list's first page with its default query, as the app runs it: the session check, then the page and its total. */
export async function claimsListPlan(url: string, path: string): Promise<FloorPlan> {
  return { kind: "sql", steps: await captureRequestSql(url, { method: "GET", url: path }), transaction: false };
}

/** A claim, its two e-mails, the letter it owes and its audit row, in one transaction; the floor gives each claim fresh ids. */
export async function claimPlan(url: string): Promise<FloorPlan> {
  const statements = await capture(url, (db) =>
    createClaimService({
      db,
      repository: createClaimRepository(db),
      catastrophes: createCatastropheRepository(db),
      mail: {
        queueAll: (mails, tx) =>
          createOutboxRepository(db).enqueue(
            mails.map((mail) => ({ ...mail, requestId: randomUUID() })),
            tx,
          ),
        nudge: () => undefined,
      },
      letters: { owe: createClaimLetterRepository(db).owe },
      company: defaultCompany,
    }).file(benchClaim, { userId: "anonymous", role: null, requestId: randomUUID(), language: "en" }),
  );
  return { kind: "sql", steps: statements.map((statement) => [statement]), transaction: true };
}
