import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, errorEnvelopeSchema, ok, tooManyAttemptsEnvelopeSchema } from "../../../shared/api";
import {
  backupCodesRequestSchema,
  backupCodesSchema,
  emailChangeLinkLifetimeMinutes,
  emailChangeSchema,
  nameChangeSchema,
  ownAccountSchema,
  passwordChangeSchema,
} from "../../../shared/own-account";
import { actorOf } from "../../auth/data-scope";
import { sessionCredentialsOf } from "../../auth/session-credentials";
import { message } from "../../../shared/messages/message";
import { languageOf, textFor } from "../../request-language";

const refusals = { 400: errorEnvelopeSchema, 429: tooManyAttemptsEnvelopeSchema };

/**
 * The signed-in person's own account (rules in self-service-service.ts):
 * name, e-mail, password, backup codes. Only a browser session changes them,
 * never an API key; guesses at the password and e-mails sent are limited per
 * account.
 */
export async function selfServiceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const account = app.services.selfService;
  const passwordTries = app.attemptLimits.define("account-password", { points: 10, durationSeconds: 15 * 60 });
  const emailChanges = app.attemptLimits.define("account-email-change", { points: 5, durationSeconds: 60 * 60 });

  routes.patch(
    "/api/account/name",
    {
      config: { access: "signedIn", sessionOnly: true },
      schema: {
        tags: ["account"],
        summary: "Change your name",
        body: nameChangeSchema,
        response: { 200: envelopeSchema(ownAccountSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await account.rename(request.body, await actorOf(request)), textFor(request, message("ownAccount.nameSaved"))),
  );

  routes.post(
    "/api/account/email",
    {
      config: { access: "signedIn", sessionOnly: true },
      schema: {
        tags: ["account"],
        summary: `Change your e-mail: a confirmation link (${emailChangeLinkLifetimeMinutes} minutes) goes to the new address, which takes effect when it is opened`,
        body: emailChangeSchema,
        response: { 202: envelopeSchema(z.null()), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      await emailChanges.consume(actor.userId);
      await account.requestEmailChange(request.body, actor, await sessionCredentialsOf(request), languageOf(request));
      const sent = textFor(request, message("ownAccount.emailLinkSent", { email: request.body.email }));
      return reply.code(202).send(ok(null, sent));
    },
  );

  routes.post(
    "/api/account/password",
    {
      config: { access: "signedIn", sessionOnly: true },
      schema: {
        tags: ["account"],
        summary: "Change your password, given the current one; your other sessions end",
        body: passwordChangeSchema,
        response: { 200: envelopeSchema(z.null()), ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await passwordTries.consume(actor.userId);
      await account.changePassword(request.body, actor, await sessionCredentialsOf(request));
      return ok(null, textFor(request, message("ownAccount.passwordChanged")));
    },
  );

  routes.post(
    "/api/account/backup-codes",
    {
      config: { access: "signedIn", sessionOnly: true },
      schema: {
        tags: ["account"],
        summary: "New two-step backup codes, given your password (shown once; the old ones stop working)",
        body: backupCodesRequestSchema,
        response: { 200: envelopeSchema(backupCodesSchema), 409: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await passwordTries.consume(actor.userId);
      const backupCodes = await account.regenerateBackupCodes(request.body, actor, await sessionCredentialsOf(request));
      return ok({ backupCodes }, textFor(request, message("ownAccount.backupCodesReady")));
    },
  );
}
