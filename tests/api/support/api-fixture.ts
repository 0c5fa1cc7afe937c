import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Role } from "../../../src/shared/permissions";
import type { Db } from "../../../src/server/db/client";
import { seedDemoData } from "../../../src/server/db/seed";
import { account, user } from "../../../src/server/db/schema";
import type { AppConfig } from "../../../src/server/env";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";
import { sessionCookie, siteOrigin } from "./sign-in";
import { buildTestApp, testConfig } from "./test-app";
import { resetDatabase, testDatabase } from "./test-database";

/** A user a test signed in: their id and e-mail, and the Cookie header of their session. */
export interface TestUser {
  id: string;
  email: string;
  role: Role;
  cookie: string;
}

export type Caller = TestUser | "anonymous";

export interface ApiFixture {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The SMTP server the app sends to; only with `{ mail: true }`. */
  readonly sink: SmtpSink;
  /** A new user of `role`, signed in through the real endpoint (each call makes another user). */
  loginAs(role: Role, details?: { name?: string; email?: string }): Promise<TestUser>;
  /** Calls the API as `who`, from the site's origin (as the site's own pages do). */
  call(who: Caller, method: InjectOptions["method"], url: string, payload?: object): Promise<LightMyRequestResponse>;
}

export interface ApiFixtureOptions {
  /** Start an SMTP sink and point the app's mail at it. */
  mail?: boolean;
  /** Load the demo data before each test (only for tests about the demo itself: the seed, the dashboard's figures). */
  demo?: boolean;
  config?: Partial<AppConfig>;
}

export const testPassword = "test-password-2026";
// Hashing is deliberately slow: once per worker, shared by every user a test makes.
let passwordHash: Promise<string> | undefined;

/**
 * The one fixture of the API tests (fastify/demo's `build(t)`): the real app
 * on the worker's migrated database, emptied before each test, an SMTP sink
 * when asked, and users made and signed in per role. Tests insert the rows
 * they need (support/rows.ts) rather than loading the whole demo. Call it at
 * the top of a `describe`.
 */
export function useApi({ mail = false, demo = false, config = {} }: ApiFixtureOptions = {}): ApiFixture {
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    if (mail) sink = await startSmtpSink();
    app = await buildTestApp({ ...config, ...(sink ? { smtpUrl: sink.url } : {}) });
    db = (await testDatabase()).db;
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    if (demo) await seedDemoData(database, testConfig());
    sink?.received.splice(0);
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready only inside a test (useApi sets it up in beforeAll)`);
    return value;
  };

  const fixture: ApiFixture = {
    get app() {
      return ready(app, "app");
    },
    get db() {
      return ready(db, "db");
    },
    get sink() {
      return ready(sink, "sink (useApi({ mail: true }))");
    },
    async loginAs(role, details = {}) {
      const id = randomUUID();
      const email = details.email ?? `${role}-${id.slice(0, 8)}@example.com`;
      passwordHash ??= hashPassword(testPassword);
      await fixture.db.insert(user).values({
        id,
        name: details.name ?? `Test ${role}`,
        email,
        emailVerified: true,
        role,
      });
      await fixture.db.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: await passwordHash,
      });
      return { id, email, role, cookie: await sessionCookie(fixture.app, email, testPassword) };
    },
    call(who, method, url, payload) {
      return fixture.app.inject({
        method,
        url,
        headers: { origin: siteOrigin, ...(who === "anonymous" ? {} : { cookie: who.cookie }) },
        ...(payload ? { payload } : {}),
      });
    },
  };
  return fixture;
}
