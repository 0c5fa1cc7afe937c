import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import { isRole } from "../../../shared/permissions";
import {
  managedUserSchema,
  userChangeSchema,
  userInvitationSchema,
  type ManagedUser,
} from "../../../shared/user-admin";
import { callerOf } from "../../auth/data-scope";
import { asInvitation } from "../../auth/invitation";
import type { Db } from "../../db/client";
import { account, session, user } from "../../db/schema";
import { conflict, invalidField, notFound } from "../../http-errors";
import { auditedWrite } from "../audit/audited-write";

type UserRow = typeof user.$inferSelect;

const toManaged = (row: UserRow): ManagedUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  username: row.username,
  role: isRole(row.role) ? row.role : "member",
  active: row.deactivatedAt === null,
  twoFactorEnabled: row.twoFactorEnabled ?? false,
  createdAt: row.createdAt.toISOString(),
});

const userParams = z.object({ id: z.string().min(1).max(100) });
const userAnswer = { 200: envelopeSchema(managedUserSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Configure (an alert in the spec): staff invite people, change their role,
 * deactivate and reactivate accounts. Every change is audited; nobody can
 * change their own role or deactivate themselves, so staff cannot lock
 * themselves out.
 */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const find = async (id: string, executor: Db = db) => {
    const [row] = await executor.select().from(user).where(eq(user.id, id));
    return row ? toManaged(row) : null;
  };

  /** Sends the set-your-password link (better-auth's reset link, worded as an invitation). */
  async function sendInvitation(email: string, invitedBy: string) {
    await asInvitation(invitedBy, () =>
      app.auth.api.requestPasswordReset({ body: { email, redirectTo: "/agents/reset-password" } }),
    );
  }

  routes.get(
    "/api/users",
    {
      config: { access: "users.manage" },
      schema: {
        tags: ["users"],
        summary: "Every account, by name",
        response: { 200: envelopeSchema(z.array(managedUserSchema)) },
      },
    },
    async () => ok((await db.select().from(user).orderBy(asc(user.name))).map(toManaged)),
  );

  routes.post(
    "/api/users",
    {
      config: { access: "users.manage" },
      schema: {
        tags: ["users"],
        summary: "Invite someone: the account is created and a link to choose a password is e-mailed",
        body: userInvitationSchema,
        response: { 201: envelopeSchema(managedUserSchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const identity = await callerOf(request);
      const email = request.body.email.toLowerCase();
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) throw conflict("An account with this e-mail address already exists.");
      // Nobody knows this password: the person sets theirs from the invitation.
      const unusable = await hashPassword(randomBytes(32).toString("base64url"));
      const created = (await auditedWrite(db, {
        actor: identity.userId,
        action: "user.invite",
        entityType: "user",
        requestId: request.id,
        before: null,
        apply: async (tx) => {
          const id = randomUUID();
          await tx.insert(user).values({ id, name: request.body.name, email, role: request.body.role });
          await tx
            .insert(account)
            .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: unusable });
          return id;
        },
        read: find,
      }))!;
      await sendInvitation(email, identity.name);
      return reply.code(201).send(ok<ManagedUser>(created, `Invitation sent to ${email}.`));
    },
  );

  routes.post(
    "/api/users/:id/invitation",
    {
      config: { access: "users.manage" },
      schema: {
        tags: ["users"],
        summary: "Send the invitation again (a new link, valid one hour)",
        params: userParams,
        response: userAnswer,
      },
    },
    async (request) => {
      const identity = await callerOf(request);
      const invited = await find(request.params.id);
      if (!invited) throw notFound("The requested user could not be found.");
      if (!invited.active) throw invalidField("active", "Reactivate the account first.");
      await sendInvitation(invited.email, identity.name);
      return ok<ManagedUser>(invited, `Invitation sent again to ${invited.email}.`);
    },
  );

  routes.patch(
    "/api/users/:id",
    {
      config: { access: "users.manage" },
      schema: {
        tags: ["users"],
        summary: "Change a role; deactivate (ends every session) or reactivate",
        params: userParams,
        body: userChangeSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const identity = await callerOf(request);
      const before = await find(request.params.id);
      if (!before) throw notFound("The requested user could not be found.");
      if (before.id === identity.userId) {
        throw invalidField(request.body.role ? "role" : "active", "You cannot change your own account here.");
      }
      const { role, active } = request.body;
      const after = await auditedWrite(db, {
        actor: identity.userId,
        action: active === false ? "user.deactivate" : active === true ? "user.reactivate" : "user.role",
        entityType: "user",
        requestId: request.id,
        before,
        apply: async (tx) => {
          await tx
            .update(user)
            .set({
              ...(role ? { role } : {}),
              ...(active === undefined ? {} : { deactivatedAt: active ? null : new Date() }),
              updatedAt: new Date(),
            })
            .where(eq(user.id, before.id));
          // A new role or a deactivation takes effect at once: the person signs in again, or cannot.
          await tx.delete(session).where(eq(session.userId, before.id));
          return before.id;
        },
        read: find,
      });
      return ok<ManagedUser>(after!, `${before.name} saved.`);
    },
  );
}
