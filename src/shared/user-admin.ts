import { z } from "zod";
import { defaultLanguage, supportedLanguages } from "./constants";
import { roles } from "./permissions";

/** An account as the Configure screen lists it. */
export const managedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(roles),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** The language of the e-mails sent to them on someone else's action (an invitation). */
  language: z.enum(supportedLanguages),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Invite: the account is created without a password; the person chooses one from the e-mailed link. */
export const userInvitationSchema = z
  .object({
    name: z.string().trim().min(2, "Enter the person's name.").max(200),
    email: z.email("Enter a valid e-mail address.").max(200),
    role: z.enum(roles, "Choose a role."),
    /** The language the person reads: the invitation, and any later one, is written in it. */
    language: z.enum(supportedLanguages, "Choose a language.").default(defaultLanguage),
  })
  .strict();
export type UserInvitation = z.infer<typeof userInvitationSchema>;

/** Change a role, deactivate (signs the person out everywhere) or reactivate. */
export const userChangeSchema = z
  .object({ role: z.enum(roles), active: z.boolean() })
  .partial()
  .strict()
  .refine((change) => change.role !== undefined || change.active !== undefined, "Send a role or active.");
export type UserChange = z.infer<typeof userChangeSchema>;
