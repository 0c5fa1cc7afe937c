import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { demoAccounts } from "../../../src/server/auth/demo-accounts";
import type { Db } from "../../../src/server/db/client";
import { account, session, user } from "../../../src/server/db/schema";
import type { Role } from "../../../src/shared/permissions";
import { sessionCookie } from "./sign-in";
import { testConfig } from "./test-app";

/** Who a test needs: a role, and the name, e-mail or username its assertions mention. */
export interface NewUser {
  role: Role;
  name?: string;
  email?: string;
  username?: string;
}

type UserDetails = NewUser & { name: string; email: string };

/** A user a test made: their id, name, e-mail and role. */
export interface AddedUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** A user a test signed in: who they are, and the Cookie header of their session. */
export interface TestUser extends AddedUser {
  cookie: string;
}

type DemoLogin = "staff" | "agent" | "agent2" | "member";

/**
 * The people of the demo (src/server/auth/demo-accounts.ts), for tests whose
 * assertions name them ("Sam Staff", agent2@example.com); the test makes them,
 * the demo seed is not loaded.
 */
export const demoUser = Object.fromEntries(demoAccounts.map((demo) => [demo.username, demo])) as Record<
  DemoLogin,
  NewUser
>;

/** The password of every user a test makes: the demo accounts' own, so a test signs in either the same way. */
export const testPassword = testConfig().demoPassword;

// Hashing is deliberately slow: once per worker, shared by every user a test makes.
let passwordHash: Promise<string> | undefined;

/** The rows a real sign-in leaves for a user, put back as they were after a reset. */
interface SignedInRows {
  user: typeof user.$inferSelect;
  accounts: (typeof account.$inferSelect)[];
  sessions: (typeof session.$inferSelect)[];
}

/**
 * Makes users and signs them in, for one `useApi` fixture. Signing in checks
 * the password with scrypt, slow by design, so each distinct user signs in
 * through the real endpoint once per fixture: a later test asking for the same
 * user gets that user's rows back (user, credential, session) after the reset,
 * and with them the cookie the endpoint gave. Call `startTest` before each test.
 */
export function createTestUsers(ready: () => { app: FastifyInstance; db: Db }) {
  const signedIn = new Map<string, { user: TestUser; rows: SignedInRows }>();
  let madeInThisTest = new Map<Role, number>();

  /** The user's details, with a name and an e-mail of its own unless the test chose them. */
  function complete(wanted: Role | NewUser): UserDetails {
    const spec = typeof wanted === "string" ? { role: wanted } : wanted;
    const number = (madeInThisTest.get(spec.role) ?? 0) + 1;
    madeInThisTest.set(spec.role, number);
    return {
      ...spec,
      name: spec.name ?? (number === 1 ? `Test ${spec.role}` : `Test ${spec.role} ${number}`),
      email: spec.email ?? `${spec.role}-${number}@example.com`,
    };
  }

  async function insert(details: UserDetails): Promise<AddedUser> {
    const { db } = ready();
    const id = randomUUID();
    passwordHash ??= hashPassword(testPassword);
    const { role, name, email, username } = details;
    await db.insert(user).values({
      id,
      name,
      email,
      emailVerified: true,
      role,
      ...(username ? { username, displayUsername: username } : {}),
    });
    await db
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: await passwordHash });
    return { id, name, email, role };
  }

  async function rowsOf(db: Db, id: string): Promise<SignedInRows> {
    const [row] = await db.select().from(user).where(eq(user.id, id));
    return {
      user: row!,
      accounts: await db.select().from(account).where(eq(account.userId, id)),
      sessions: await db.select().from(session).where(eq(session.userId, id)),
    };
  }

  async function putBack(db: Db, rows: SignedInRows): Promise<void> {
    await db.insert(user).values(rows.user);
    await db.insert(account).values(rows.accounts);
    await db.insert(session).values(rows.sessions);
  }

  return {
    startTest() {
      madeInThisTest = new Map();
    },

    /** A new user, not signed in. */
    addUser: (wanted: Role | NewUser) => insert(complete(wanted)),

    /** A new user, signed in through the real endpoint (or put back as that sign-in left them). */
    async loginAs(wanted: Role | NewUser): Promise<TestUser> {
      const details = complete(wanted);
      const key = JSON.stringify(details);
      const { app, db } = ready();
      const earlier = signedIn.get(key);
      if (earlier) {
        await putBack(db, earlier.rows);
        return earlier.user;
      }
      const added = await insert(details);
      const signed = { ...added, cookie: await sessionCookie(app, added.email, testPassword) };
      signedIn.set(key, { user: signed, rows: await rowsOf(db, added.id) });
      return signed;
    },
  };
}
