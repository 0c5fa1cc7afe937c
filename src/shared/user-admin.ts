import { z } from "zod";
import { defaultLanguage, supportedLanguages } from "./constants";
import { message } from "./messages/message";
import { roles } from "./permissions";
import { maxPhoneLength, phoneCharacters } from "./phone";

/** An account as the Configure screen lists it. */
export const managedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(roles),
  /** A work phone, shown on an agent's policies (SPEC §3 agentPhone). */
  phone: z.string().nullable(),
  active: z.boolean(),
  /** An adjuster's own payment authority in cents; null follows the company rule. */
  paymentAuthorityCents: z.number().int().nullable(),
  twoFactorEnabled: z.boolean(),
  /** The language of the e-mails sent to them on someone else's action (an invitation). */
  language: z.enum(supportedLanguages),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Invite: the account is created without a password; the person chooses one from the e-mailed link. */
export const userInvitationSchema = z
  .object({
    name: z.string().trim().min(2, message("check.userAdmin.name")).max(200),
    email: z.email(message("check.email.valid")).max(200),
    role: z.enum(roles, message("check.userAdmin.role")),
    /** The language the person reads: the invitation, and any later one, is written in it. */
    language: z.enum(supportedLanguages, message("check.language")).default(defaultLanguage),
    /** For an adjuster: what they may pay without approval, in cents; left out, the company rule. */
    paymentAuthorityCents: z
      .number()
      .int(message("check.money.wholeCents"))
      .min(0, message("check.money.notNegative"))
      .nullable()
      .default(null),
  })
  .strict();
export type UserInvitation = z.infer<typeof userInvitationSchema>;

/** A work phone as staff type it; empty removes it. */
export const userPhoneSchema = z
  .string()
  .trim()
  .max(maxPhoneLength, message("check.phone.length"))
  .regex(phoneCharacters, message("check.phone.characters"));

/** The work phone form of Configure: the change it sends is only the phone. */
export const userPhoneChangeSchema = z.object({ phone: userPhoneSchema }).strict();
export type UserPhoneChange = z.infer<typeof userPhoneChangeSchema>;

/** Change a role, deactivate (signs the person out everywhere) or reactivate; or set the work phone. */
export const userChangeSchema = z
  .object({ role: z.enum(roles), active: z.boolean(), phone: userPhoneSchema })
  .partial()
  .strict()
  .refine(
    (change) => change.role !== undefined || change.active !== undefined || change.phone !== undefined,
    message("check.userAdmin.roleActiveOrPhone"),
  );
export type UserChange = z.infer<typeof userChangeSchema>;
