import { z } from "zod";
import { message } from "./messages/message";
import { passwordMaxLength, passwordProblem, type PasswordProblem } from "./password-policy";
import type { Role } from "./permissions";
import { pathTo } from "./routes";

/**
 * What a signed-in person changes on their own account: their name, their
 * e-mail (through a link sent to the new address), their password (with the
 * current one) and their two-step backup codes. Role and activation stay
 * staff's to change (Configure).
 */

export const accountNameMaxLength = 100;

export const nameChangeSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, message("check.ownAccount.name"))
    .max(accountNameMaxLength, message("check.ownAccount.nameTooLong")),
});
export type NameChange = z.infer<typeof nameChangeSchema>;

export const emailChangeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, message("check.ownAccount.newEmail"))
    .max(254, message("check.ownAccount.emailTooLong"))
    .pipe(z.email(message("check.email.valid"))),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** How long the link to confirm a new e-mail address works. */
export const emailChangeLinkLifetimeMinutes = 60;

/** What each rule of password-policy.ts says when a new password breaks it. */
export const passwordProblemMessages = {
  tooShort: message("check.ownAccount.passwordTooShort"),
  tooLong: message("check.ownAccount.passwordTooLong"),
  common: message("check.ownAccount.passwordCommon"),
  repetitive: message("check.ownAccount.passwordRepetitive"),
} satisfies Record<PasswordProblem, string>;

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string()
    .min(1, message("check.ownAccount.currentPassword"))
    .max(passwordMaxLength * 2),
  newPassword: z
    .string()
    .min(1, message("check.ownAccount.newPassword"))
    .superRefine((password, context) => {
      const problem = passwordProblem(password);
      if (problem) context.addIssue({ code: "custom", message: passwordProblemMessages[problem] });
    }),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The password form: the new password typed twice; its payload is passwordChangeSchema's. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm: z.string() })
  .superRefine(({ newPassword, confirm }, context) => {
    if (confirm !== newPassword) {
      context.addIssue({ code: "custom", path: ["confirm"], message: message("check.ownAccount.passwordsDiffer") });
    }
  })
  .transform(({ currentPassword, newPassword }): PasswordChange => ({ currentPassword, newPassword }));

/** New backup codes are given for the account's password. */
export const backupCodesRequestSchema = z.object({
  password: z
    .string()
    .min(1, message("check.password"))
    .max(passwordMaxLength * 2),
});
export type BackupCodesRequest = z.infer<typeof backupCodesRequestSchema>;

export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

/** The account as its owner sees it after a change. */
export const ownAccountSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type OwnAccount = z.infer<typeof ownAccountSchema>;

/**
 * The query the confirmation link adds to the account page it returns to;
 * better-auth adds `error=<CODE>` when the link was expired or used.
 */
export const emailChangedParam = "email-changed";

/** Where the link to confirm a new e-mail address returns to: the person's own account page. */
export function emailChangeReturnPath(role: Role): string {
  const page = role === "member" ? pathTo("memberPreferences") : pathTo("staffAccount");
  return `${page}?${emailChangedParam}=1`;
}
