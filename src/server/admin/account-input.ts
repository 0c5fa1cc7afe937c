import { z } from "zod";
import { message } from "../../shared/messages/message";
import { renderMessage } from "../../shared/messages/render";
import { userInvitationSchema } from "../../shared/user-admin";
import { commandRoles } from "../modules/users/account-command-service";

/** Who the create command makes: an invitation's fields, for staff or an agent only. */
export const newAccountSchema = userInvitationSchema.extend({
  role: z.enum(commandRoles, message("check.userAdmin.role")),
});

export const accountResetSchema = z
  .object({
    email: z.email(message("check.email.valid")).max(200),
    removeTwoFactor: z.boolean(),
  })
  .strict();

// better-auth's scrypt hash, "salt:key" in hex: the command hashes, so the password never reaches the app.
const passwordHashSchema = z
  .string()
  .max(400)
  .regex(/^[0-9a-f]+:[0-9a-f]+$/);

/** What the admin socket receives: the same, with the hash of the password the operator typed. */
export const newAccountRequestSchema = newAccountSchema.extend({ passwordHash: passwordHashSchema });
export const accountResetRequestSchema = accountResetSchema.extend({ passwordHash: passwordHashSchema });

/** A schema's refusal for the operator: each problem after the option it concerns. */
export function explainIssues(error: z.ZodError): string {
  return error.issues
    .map((failure) => {
      const field = failure.path.map(String).join(".");
      const option = field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `--${option}: ${renderMessage(failure.message, "en")}`;
    })
    .join("\n");
}
