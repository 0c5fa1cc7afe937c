import type { FastifyBaseLogger } from "fastify";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { magicLink, twoFactor, username } from "better-auth/plugins";
import { memberLinkLifetimeMinutes } from "../../shared/member";
import { languageFromHeader } from "../../shared/accept-language";
import type { Company } from "../../shared/company";
import { storedLanguage } from "../texts/catalog";
import { emailChangeMail, invitationMail, passwordResetMail } from "./account-mails";
import { memberSignInMail } from "./member-sign-in-mail";
import {
  passwordLinkLifetimeMinutes,
  passwordMaxLength,
  passwordMinLength,
  passwordProblem,
} from "../../shared/password-policy";
import { authDatabase } from "../db/auth-adapter";
import type { Db } from "../db/client";
import type { AppConfig } from "../env";
import type { Mailer } from "../modules/mail/mailer";
import { currentInvitation } from "./invitation";
import type { SignInRepository } from "./sign-in-repository";
import type { EmailChangeService } from "../modules/account/email-change-service";
import { currentRequestId } from "../request-context";
import { currentEmailChange } from "./email-change-request";
import { emailChangeOfToken } from "./email-change-token";
import { idleSessionHooks } from "./idle-session-hooks";
import { rememberedSession } from "./session-lifetime";
import { emailChangeLinkLifetimeMinutes } from "../../shared/own-account";

export const authBasePath = "/api/auth";
/** Every cookie better-auth sets starts with this (after `__Secure-` over HTTPS). */
export const authCookiePrefix = "sabal";
const usesSecureCookies = (config: Pick<AppConfig, "publicUrl">) => config.publicUrl.startsWith("https://");
/** The session cookie's name, as the OpenAPI document declares it. */
export const sessionCookieName = (config: Pick<AppConfig, "publicUrl">) =>
  `${usesSecureCookies(config) ? "__Secure-" : ""}${authCookiePrefix}.session_token`;
const resetPath = "/agents/reset-password";

/**
 * better-auth, configured for this product: accounts are created by the
 * company (no public sign-up), sign-in by e-mail or username, sessions in the
 * database so every instance sees them, TOTP two-factor, and password reset
 * by e-mailed link that ends every other session.
 */
export function createAuth(
  config: AppConfig,
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  company: Company,
  { signIns, emailChanges }: { signIns: SignInRepository; emailChanges: EmailChangeService },
) {
  return betterAuth({
    appName: "Sabal Reciprocal Exchange",
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: authDatabase(db),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "member", input: false },
      },
      // Through POST /api/account/email only (modules/account): a link goes to the new address,
      // and the address changes when it is opened.
      changeEmail: { enabled: true },
    },
    // Sent for an e-mail change only: nobody is asked to verify an address otherwise.
    emailVerification: {
      expiresIn: emailChangeLinkLifetimeMinutes * 60,
      sendVerificationEmail: ({ user, url }) =>
        mailer.send(
          emailChangeMail({
            to: user,
            link: url,
            language: currentEmailChange()?.language ?? storedLanguage((user as { language?: string }).language),
            company,
          }),
        ),
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: passwordLinkLifetimeMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        const link = `${config.publicUrl}${resetPath}?token=${encodeURIComponent(token)}`;
        const invited = currentInvitation();
        const to = { email: user.email, name: user.name };
        await mailer.send(
          invited
            ? invitationMail(
                { to, link, language: invited.language, company },
                invited.invitedBy,
                `${config.publicUrl}/agents/login`,
              )
            : passwordResetMail({
                to,
                link,
                // Asked for by the person, from the forgot-password page: the page's language.
                language: languageFromHeader(request?.headers.get("accept-language") ?? undefined),
                company,
              }),
        );
      },
    },
    // Remembered sessions; one signed in without Remember me ends after an idle hour (idle-session-hooks.ts).
    session: {
      expiresIn: rememberedSession.lifetimeMs / 1000,
      updateAge: rememberedSession.renewAfterMs / 1000,
    },
    databaseHooks: {
      session: idleSessionHooks,
      user: {
        update: {
          // An e-mail change happens when its link is opened (GET /verify-email): audited, and a member's policies follow.
          async after(user, context) {
            if (context?.path !== "/verify-email") return;
            const change = emailChangeOfToken(context.query?.token);
            if (!change || change.userId !== user.id || change.to !== user.email) return;
            await emailChanges.confirmed(change, String(user.role), currentRequestId() ?? "");
          },
        },
      },
    },
    // Rate limits are the server's own, per IP and per account (plugins/rate-limit.ts).
    rateLimit: { enabled: false },
    // better-auth's own update-user took any value for name and image, of any length, and
    // failed with a 500 on a null name. A sign-in link is asked for through /api/member/access
    // only, which checks the policy first (modules/member-portal/access-routes.ts). A person's
    // own name, e-mail, password and backup codes change through /api/account/... (audited,
    // modules/account/self-service-routes.ts), which call better-auth on the server; its own
    // doors to them stay shut, as does asking for a verification e-mail out of the blue.
    disabledPaths: [
      "/update-user",
      "/update-session",
      "/sign-in/magic-link",
      "/change-email",
      "/change-password",
      "/two-factor/generate-backup-codes",
      "/send-verification-email",
    ],
    advanced: {
      cookiePrefix: authCookiePrefix,
      useSecureCookies: usesSecureCookies(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      // The password rules of src/shared/password-policy.ts, on every path that sets one.
      before: createAuthMiddleware(async (ctx) => {
        // A deactivated account is refused like a wrong password: the page never tells which.
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-in/username") {
          const body = ctx.body as { email?: unknown; username?: unknown } | undefined;
          if (await signIns.isDeactivated(body?.email, body?.username)) {
            throw new APIError("UNAUTHORIZED", {
              message: "Invalid username or password",
              code: "INVALID_EMAIL_OR_PASSWORD",
            });
          }
          return;
        }
        if (ctx.path !== "/reset-password" && ctx.path !== "/change-password") return;
        const body = ctx.body as { newPassword?: unknown } | undefined;
        const problem = typeof body?.newPassword === "string" ? passwordProblem(body.newPassword) : null;
        if (problem) throw new APIError("BAD_REQUEST", { message: `PASSWORD_${problem.toUpperCase()}`, code: problem });
      }),
    },
    plugins: [
      username(),
      twoFactor({ issuer: "Sabal Reciprocal Exchange" }),
      // Members sign in from an e-mailed one-time link; a first visit creates their
      // account with the default role, member. Tokens are stored hashed.
      magicLink({
        expiresIn: memberLinkLifetimeMinutes * 60,
        storeToken: "hashed",
        // The member asked from the members page: its language rides along as the link's metadata.
        sendMagicLink: ({ email, url, metadata }) =>
          mailer.send(
            memberSignInMail(email, url, {
              publicUrl: config.publicUrl,
              language: storedLanguage(metadata?.language as string | undefined),
              company,
            }),
          ),
      }),
    ],
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => log[level]({ component: "better-auth" }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
