import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema, ok } from "../../../shared/api";
import { currentUserSchema, type CurrentUser } from "../../../shared/account";
import { can, permissions } from "../../../shared/permissions";
import { textFor } from "../../request-language";

/**
 * Who is signed in, with the permissions the role grants: the client's guards
 * read this. Open to anyone, so that "nobody" is a plain answer (data null)
 * rather than an error every anonymous visit would log.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/me",
    {
      config: { access: "public" },
      schema: {
        tags: ["account"],
        summary: "The signed-in user and what their role allows",
        response: { 200: envelopeSchema(currentUserSchema.nullable()) },
      },
    },
    async (request) => {
      const identity = await request.identity();
      if (!identity) return ok<CurrentUser | null>(null, textFor(request, "access.notSignedIn"));
      return ok<CurrentUser | null>({
        id: identity.userId,
        name: identity.name,
        email: identity.email,
        role: identity.role,
        permissions: permissions.filter((permission) => can(identity.role, permission)),
        twoFactorEnabled: identity.twoFactorEnabled,
        mustEnrolTwoFactor: app.mustEnrolTwoFactor(identity),
      });
    },
  );
}
