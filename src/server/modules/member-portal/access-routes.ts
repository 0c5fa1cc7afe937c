import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import { memberAccessSchema, memberLinkSentMessage } from "../../../shared/member";
import { pathTo } from "../../../shared/routes";
import { user } from "../../db/schema";
import { createMemberRepository } from "./repository";

/**
 * SPEC §2 member page, made real (issue 10): Access My Account asks for a
 * one-time sign-in link. When the e-mail and policy number belong together,
 * better-auth's magic-link plugin e-mails one (through the outbox); the answer
 * is the same either way, so the form cannot tell which policies exist. The
 * link never signs in staff or agents: an e-mail that already belongs to a
 * non-member account, or to a deactivated one, gets no link.
 */
export async function memberAccessRoutes(app: FastifyInstance): Promise<void> {
  const repository = createMemberRepository(app.database.db);
  const attemptsPerIp = app.attemptLimits.define("member-access-ip", { points: 10, durationSeconds: 15 * 60 });
  const attemptsPerEmail = app.attemptLimits.define("member-access-email", { points: 5, durationSeconds: 60 * 60 });

  const mayHaveLink = async (email: string) => {
    const [existing] = await app.database.db
      .select({ role: user.role, deactivatedAt: user.deactivatedAt })
      .from(user)
      .where(sql`lower(${user.email}) = lower(${email})`);
    return !existing || (existing.role === "member" && existing.deactivatedAt === null);
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/member/access",
    {
      config: { access: "public" },
      schema: {
        tags: ["member portal"],
        summary:
          "Ask for a one-time member sign-in link (15 minutes) by e-mail and policy number; the same answer whether or not they match",
        body: memberAccessSchema,
        response: {
          202: envelopeSchema(z.null()),
          400: errorEnvelopeSchema,
          429: tooManyAttemptsEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, policyNumber } = request.body;
      await attemptsPerIp.consume(request.ip);
      await attemptsPerEmail.consume(email.toLowerCase());
      const insured = await repository.findByInsured(email, policyNumber);
      if (insured?.accountEmail && (await mayHaveLink(insured.accountEmail))) {
        await app.auth.api.signInMagicLink({
          body: {
            email: insured.accountEmail.toLowerCase(),
            name: insured.contactName ?? undefined,
            callbackURL: pathTo("memberPolicy"),
            errorCallbackURL: `${pathTo("members")}?link=invalid`,
          },
          headers: new Headers(),
        });
        request.log.info("member sign-in link sent");
      }
      return reply.code(202).send(ok(null, memberLinkSentMessage));
    },
  );
}
