import { z } from "zod";
import { message } from "./messages/message";
import { passwordProblem } from "./password-policy";

/**
 * The sign-in forms of staff, agents and members. better-auth answers them on
 * the server (/api/auth/…) and checks each request itself; these schemas hold
 * the same requirements, so a form never sends what would be refused. The
 * new-password rules are password-policy.ts, which the server's hook applies.
 */

const password = z.string().min(1, message("check.password"));

/** An app code or a backup code, as typed: the spaces people copy along are ignored. */
const authenticationCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().min(1, message("check.signIn.code")));

/** SPEC §2 Agent Portal Login: a username or an e-mail address, and the password. */
export const signInSchema = z.object({
  login: z.string().trim().min(1, message("check.signIn.login")),
  password,
  rememberMe: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** The second step of sign-in for accounts with two-step verification. */
export const twoFactorSignInSchema = z.object({ code: authenticationCode, trustDevice: z.boolean() });
export type TwoFactorSignIn = z.infer<typeof twoFactorSignInSchema>;

/** Turning two-step verification on or off starts with the account's password. */
export const passwordConfirmationSchema = z.object({ password });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** Turning two-step verification on ends with a code from the app, proving it works. */
export const twoFactorConfirmationSchema = z.object({ code: authenticationCode });
export type TwoFactorConfirmation = z.infer<typeof twoFactorConfirmationSchema>;

/** Asking for a password reset link. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, message("check.signIn.email"))
    .pipe(z.email(message("check.email.valid"))),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * Choosing a new password, typed twice. An issue's message is the rule it
 * breaks ("required", a PasswordProblem, or "mismatch" once the password
 * itself is acceptable), for the page to word in the reader's language.
 */
export const newPasswordSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, context) => {
    const problem = password ? passwordProblem(password) : "required";
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
    else if (confirm !== password) context.addIssue({ code: "custom", path: ["confirm"], message: "mismatch" });
  });
export type NewPassword = z.infer<typeof newPasswordSchema>;
