import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Agent } from "../../../shared/account";
import type { Language } from "../../../shared/constants";
import { isRole, type Role } from "../../../shared/permissions";
import type { ManagedUser, UserChange } from "../../../shared/user-admin";
import type { Db } from "../../db/client";
import { storedLanguage } from "../../texts/catalog";
import { account, session, user } from "../../db/schema";

type UserRow = typeof user.$inferSelect;

const toManaged = (row: UserRow): ManagedUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  username: row.username,
  role: isRole(row.role) ? row.role : "member",
  phone: row.phone,
  active: row.deactivatedAt === null,
  paymentAuthorityCents: row.paymentAuthorityCents,
  twoFactorEnabled: row.twoFactorEnabled ?? false,
  language: storedLanguage(row.language),
  createdAt: row.createdAt.toISOString(),
});

/** All SQL for the accounts staff manage. Writes take the transaction they belong to, so the audit row commits with them. */
export function createUserRepository(db: Db) {
  return {
    async find(id: string, executor: Db = db): Promise<ManagedUser | null> {
      const [row] = await executor.select().from(user).where(eq(user.id, id));
      return row ? toManaged(row) : null;
    },

    /** Every account, by name. */
    async list(): Promise<ManagedUser[]> {
      return (await db.select().from(user).orderBy(asc(user.name))).map(toManaged);
    },

    /** Every agent, by name. */
    agents(): Promise<Agent[]> {
      return db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.role, "agent"))
        .orderBy(asc(user.name));
    },

    async roleOf(id: string): Promise<string | null> {
      const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id));
      return row?.role ?? null;
    },

    /** Whether an account already has this (lower-cased) e-mail address. */
    async emailTaken(email: string): Promise<boolean> {
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return taken !== undefined;
    },

    /** An account and its password credential (a hash nobody knows the password of); answers its id. */
    async create(
      person: {
        name: string;
        email: string;
        role: Role;
        language: Language;
        passwordHash: string;
        paymentAuthorityCents?: number | null;
      },
      executor: Db,
    ): Promise<string> {
      const id = randomUUID();
      const { passwordHash: _hash, ...fields } = person;
      await executor.insert(user).values({ id, ...fields });
      await executor.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: person.passwordHash,
      });
      return id;
    },

    /** Sets the role, whether the account is active, and the work phone ("" removes it). */
    async update(id: string, { role, active, phone }: UserChange, executor: Db): Promise<void> {
      await executor
        .update(user)
        .set({
          ...(role ? { role } : {}),
          ...(phone === undefined ? {} : { phone: phone || null }),
          ...(active === undefined ? {} : { deactivatedAt: active ? null : new Date() }),
          updatedAt: new Date(),
        })
        .where(eq(user.id, id));
    },

    /** Ends every session of the account. */
    async endSessions(userId: string, executor: Db): Promise<void> {
      await executor.delete(session).where(eq(session.userId, userId));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
