import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "./client";
import { account, session, twoFactor, user, verification } from "./schema";

/** better-auth's storage: its users, sessions, credentials, verification tokens and two-factor secrets. */
export const authDatabase = (db: Db) =>
  drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, twoFactor } });
