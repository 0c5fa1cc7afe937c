import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { seedDemoData } from "../../../src/server/db/seed";
import { sessionCookie, siteOrigin } from "./sign-in";
import { testConfig } from "./test-app";
import { resetDatabase, testDatabase } from "./test-database";

export const demoLogins = ["staff", "agent", "agent2", "member"] as const;
export type DemoLogin = (typeof demoLogins)[number] | "anonymous";

export interface DemoCallers {
  /** The demo user's id, by login. */
  ids: Record<(typeof demoLogins)[number], string>;
  /** Calls the API as that demo user (or anonymously), from the site's origin. */
  call(who: DemoLogin, method: InjectOptions["method"], url: string, payload?: object): Promise<LightMyRequestResponse>;
  cookie(who: DemoLogin): string | undefined;
}

/**
 * Empties the database, seeds the demo data and signs every demo account in:
 * the start of each API test that acts as different roles.
 */
export async function freshDemoCallers(
  app: FastifyInstance,
  { clearBusinessData = false }: { clearBusinessData?: boolean } = {},
): Promise<DemoCallers> {
  const database = await testDatabase();
  await resetDatabase(database);
  await seedDemoData(database, testConfig());
  if (clearBusinessData) await clearDemoBusinessData();
  const cookies: Partial<Record<DemoLogin, string>> = {};
  const ids: Partial<Record<(typeof demoLogins)[number], string>> = {};
  for (const login of demoLogins) {
    cookies[login] = await sessionCookie(app, `${login}@example.com`, testConfig().demoPassword);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookies[login] } });
    ids[login] = me.json().data.id;
  }
  return {
    ids: ids as DemoCallers["ids"],
    cookie: (who) => cookies[who],
    call: (who, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { origin: siteOrigin, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
        ...(payload ? { payload } : {}),
      }),
  };
}

/** Removes the demo seed's policies, portals, documents and claims, so a test counts only its own rows. */
async function clearDemoBusinessData(): Promise<void> {
  const { db } = await testDatabase();
  await db.execute(sql`delete from document`);
  await db.execute(sql`delete from claim`);
  await db.execute(sql`delete from portal`);
  await db.execute(sql`delete from policy`);
}
