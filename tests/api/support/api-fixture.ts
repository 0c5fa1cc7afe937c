import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { composeServer, type Services } from "../../../src/server/composition-root";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { AppDependencies } from "../../../src/server/app";
import type { Db } from "../../../src/server/db/client";
import { mailOutbox } from "../../../src/server/db/schema";
import { seedDemoData } from "../../../src/server/db/seed";
import type { AppConfig } from "../../../src/server/env";
import type { Role } from "../../../src/shared/permissions";
import type { SmtpSink } from "../../support/smtp-sink";
import { callAsProgram, callWithCookie, uploadWithCookie, type CallOptions } from "./call";
import { captureLog, type LogCapture } from "./log-capture";
import type { UploadFile } from "./multipart";
import { restartableSink, type SinkChanges } from "./restartable-sink";
import { buildTestApp, testConfig } from "./test-app";
import { resetDatabase, testDatabase } from "./test-database";
import { createTestUsers, type AddedUser, type NewUser, type TestUser } from "./test-users";

export { demoUser, testPassword, type NewUser, type TestUser } from "./test-users";

export type Caller = TestUser | "anonymous";

export interface ApiFixture {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The SMTP server the app sends to; only with `{ mail: true }`. */
  readonly sink: SmtpSink;
  /** What the app has logged since it started; only with `{ logs }`. */
  readonly log: Omit<LogCapture, "stream">;
  /** A new user of that role (or with those details), not signed in. */
  addUser(user: Role | NewUser): Promise<AddedUser>;
  /** A new user of that role (or with those details), signed in through the real endpoint. */
  loginAs(user: Role | NewUser): Promise<TestUser>;
  /**
   * Signs these users in before each test of the describe (call it there,
   * beside useApi); during a test, the answer holds each one's TestUser.
   */
  loginEach<Key extends string>(users: Record<Key, Role | NewUser>): Record<Key, TestUser>;
  /** Calls the API as `who`, from the site's origin (as the site's own pages do). */
  call(
    who: Caller,
    method: InjectOptions["method"],
    url: string,
    payload?: InjectOptions["payload"],
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** Calls the API as an outside program: no Origin, no cookie, the API key as a Bearer token (none: null). */
  program(
    key: string | null,
    method: InjectOptions["method"],
    url: string,
    payload?: InjectOptions["payload"],
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** Posts a form with a file as `who`, as a browser's upload does. */
  upload(
    who: Caller,
    url: string,
    fields: Record<string, string>,
    file?: UploadFile,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /**
   * Another app on the same database, configured like this one but for
   * `config`: for tests about how the app is built. Closed after the test.
   */
  otherApp(config?: Partial<AppConfig>, deps?: AppDependencies): Promise<FastifyInstance>;
  /**
   * The services as they run on `day` (the policy and delinquency rounds of
   * one more instance whose clock says so), composed by the composition
   * root on this app's database, outbox and file storage.
   */
  servicesOn(day: string): Services;
  /** Stops the SMTP sink, as an outage of the mail server would. */
  stopSink(): Promise<void>;
  /** Starts the SMTP sink again on its port, here refusing some recipients; each test starts with a plain one. */
  startSink(changes?: SinkChanges): Promise<SmtpSink>;
}

export interface ApiFixtureOptions {
  /** Start an SMTP sink and point the app's mail at it (unless `config` sets `smtpUrl`). */
  mail?: boolean;
  /** Load the demo data before each test (only for tests about the demo itself: the seed, the dashboard's figures). */
  demo?: boolean;
  config?: Partial<AppConfig>;
  /** Keep what the app logs at this level, in `api.log`. */
  logs?: string;
}

/**
 * The one fixture of the API tests (fastify/demo's `build(t)`): the real app
 * on the worker's migrated database, emptied before each test, an SMTP sink
 * when asked, and users made and signed in per role. Tests insert the rows
 * they need (support/rows.ts) rather than loading the whole demo. Call it at
 * the top of a `describe`.
 */
export function useApi({ mail = false, demo = false, config = {}, logs }: ApiFixtureOptions = {}): ApiFixture {
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  const sink = restartableSink();
  const log = logs === undefined ? undefined : captureLog();
  const otherApps: FastifyInstance[] = [];
  let appConfig: Partial<AppConfig> = config;

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready only inside a test (useApi sets it up in beforeAll)`);
    return value;
  };
  const users = createTestUsers(() => ({ app: fixture.app, db: fixture.db }));

  beforeAll(async () => {
    const database = await testDatabase();
    db = database.db;
    // Empty before the app starts: production refuses demo accounts, and the mail sender finds no one else's mail.
    await resetDatabase(database);
    const smtpUrl = mail ? (await sink.start()).url : undefined;
    appConfig = { ...(smtpUrl ? { smtpUrl } : {}), ...(logs ? { logLevel: logs } : {}), ...config };
    app = await buildTestApp(appConfig, log ? { logStream: log.stream } : {});
  });
  afterAll(async () => {
    await app?.close();
    await sink.close();
  });
  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    if (demo) await seedDemoData(database, testConfig(config));
    users.startTest();
    if (mail) await sink.reset();
  });
  afterEach(async () => {
    for (const other of otherApps.splice(0)) await other.close();
    // A claim letter pass a test's action asked for ends with the test: on PostgreSQL, one still writing
    // when the next test empties the tables deadlocks with it.
    await app?.services.claimLetters.idle();
    if (mail) {
      // The mail sender's round in flight ends with the test: one that outlived it would mark the
      // next test's messages (the outbox numbers them from 1 again) as sent. What it has not taken is dropped.
      await fixture.db.delete(mailOutbox);
      await fixture.app.mail.deliverDue();
    }
  });

  const cookieOf = (who: Caller) => (who === "anonymous" ? undefined : who.cookie);

  const fixture: ApiFixture = {
    get app() {
      return ready(app, "app");
    },
    get db() {
      return ready(db, "db");
    },
    get sink() {
      return sink.current();
    },
    get log() {
      return ready(log, "log (useApi({ logs: level }))");
    },
    addUser: users.addUser,
    loginAs: users.loginAs,
    loginEach(wanted) {
      const signedIn = {} as Record<keyof typeof wanted, TestUser>;
      beforeEach(async () => {
        for (const key of Object.keys(wanted) as (keyof typeof wanted)[])
          signedIn[key] = await users.loginAs(wanted[key]);
      });
      return signedIn;
    },
    call: (who, method, url, payload, options) =>
      callWithCookie(fixture.app, cookieOf(who), method, url, payload, options),
    program: (key, method, url, payload, options) => callAsProgram(fixture.app, key, method, url, payload, options),
    upload: (who, url, fields, file, options) =>
      uploadWithCookie(fixture.app, cookieOf(who), url, fields, file, options),
    servicesOn(day) {
      const running = fixture.app;
      return composeServer({
        db: fixture.db,
        config: testConfig(appConfig),
        company: running.company,
        log: running.log,
        mail: running.mail,
        storage: running.fileStorage,
        today: () => day,
      }).services;
    },

    async otherApp(overrides = {}, deps = {}) {
      const other = await buildTestApp({ ...appConfig, ...overrides }, deps);
      otherApps.push(other);
      return other;
    },
    stopSink: sink.stop,
    startSink: sink.restart,
  };
  return fixture;
}
