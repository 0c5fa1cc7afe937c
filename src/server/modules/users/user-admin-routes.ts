import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok } from "../../../shared/api";
import {
  managedUserSchema,
  userChangeSchema,
  userInvitationSchema,
  type ManagedUser,
} from "../../../shared/user-admin";
import { actorOf } from "../../auth/data-scope";
import { textFor } from "../../request-language";
import { message } from "../../../shared/messages/message";

const userParams = z.object({ id: z.string().min(1).max(100) });
const userAnswer = { 200: envelopeSchema(managedUserSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Configure: staff invite people, change their role, deactivate and reactivate accounts (rules in service.ts). */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const users = app.services.users;

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
    async () => ok(await users.list()),
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
      const created = await users.invite(request.body, await actorOf(request));
      return reply
        .code(201)
        .send(ok<ManagedUser>(created, textFor(request, message("user.invited", { email: created.email }))));
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
      const invited = await users.reinvite(request.params.id, await actorOf(request));
      return ok<ManagedUser>(invited, textFor(request, message("user.invitedAgain", { email: invited.email })));
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
      const saved = await users.change(request.params.id, request.body, await actorOf(request));
      return ok<ManagedUser>(saved, textFor(request, message("user.saved", { name: saved.name })));
    },
  );
}
