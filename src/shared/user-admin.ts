import { z } from "zod";
import { message } from "./messages/message";
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
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Invite: the account is created without a password; the person chooses one from the e-mailed link. */
export const userInvitationSchema = z
  .object({
    name: z.string().trim().min(2, message("check.userAdmin.name")).max(200),
    email: z.email(message("check.email.valid")).max(200),
    role: z.enum(roles, message("check.userAdmin.role")),
  })
  .strict();
export type UserInvitation = z.infer<typeof userInvitationSchema>;

/** Change a role, deactivate (signs the person out everywhere) or reactivate. */
export const userChangeSchema = z
  .object({ role: z.enum(roles), active: z.boolean() })
  .partial()
  .strict()
  .refine(
    (change) => change.role !== undefined || change.active !== undefined,
    message("check.userAdmin.roleOrActive"),
  );
export type UserChange = z.infer<typeof userChangeSchema>;
