import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { seedDemoData } from "../../../src/server/db/seed";
import { callWithCookie } from "../../api/support/call";
import { sessionCookie } from "../../api/support/sign-in";
import { testConfig } from "../../api/support/test-app";
import { resetDatabase, testDatabase } from "../../api/support/test-database";

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
 * Empties the database, seeds the whole demo and signs every demo account in:
 * the start of the in-process scenarios, which probe the demo's book of
 * business as its different users. (The API tests make only the rows they
 * need: tests/api/support/api-fixture.ts.)
 */
export async function freshDemoCallers(app: FastifyInstance): Promise<DemoCallers> {
  const database = await testDatabase();
  await resetDatabase(database);
  await seedDemoData(database, testConfig());
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
    call: (who, method, url, payload) => callWithCookie(app, cookies[who], method, url, payload),
  };
}
