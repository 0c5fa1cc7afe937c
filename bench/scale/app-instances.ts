import { randomBytes } from "node:crypto";
import { startBuiltServer, type RunningServer } from "../../tests/support/built-server";
import { scaleRedisUrl } from "./redis-keys";

export interface SharedStores {
  databaseUrl: string;
  smtpUrl: string;
  /** The address visitors use: nginx's. */
  publicUrl: string;
  demoPassword: string;
}

/**
 * `count` instances of the built server, each on its own port, sharing
 * everything that makes them one site: the database (sessions, files, claim
 * numbers, mail outbox), Redis (rate limits), the session secret and the
 * public address. Development mode, because production refuses the demo accounts.
 */
export async function startAppInstances(count: number, stores: SharedStores): Promise<RunningServer[]> {
  const authSecret = randomBytes(48).toString("base64");
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startBuiltServer({
        NODE_ENV: "development",
        DATABASE_URL: stores.databaseUrl,
        STORAGE: "database",
        REDIS_URL: scaleRedisUrl,
        TRUST_PROXY: "true",
        PUBLIC_URL: stores.publicUrl,
        AUTH_SECRET: authSecret,
        SMTP_URL: stores.smtpUrl,
        DEMO_PASSWORD: stores.demoPassword,
      }),
    ),
  );
  const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failure = started.find((result) => result.status === "rejected");
  if (failure) {
    // The caller never sees the ones that did start, so they are stopped here.
    await Promise.all(running.map((server) => server.stop()));
    throw failure.reason;
  }
  return running;
}
