import { z } from "zod";
import { message } from "./messages/message";

/** SPEC §9: the states an appointed agent may be licensed in, and the experience options. */
export const agentLicenseStates = [
  "Florida",
  "Georgia",
  "South Carolina",
  "North Carolina",
  "Alabama",
  "Tennessee",
] as const;
export const agentExperienceOptions = ["0-1", "1-3", "3-5", "5-10", "10+"] as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * SPEC §3 agent appointment payload (`name` is first and last name joined),
 * plus the terms agreement, which the server records with its time.
 */
export const agentApplicationSchema = z
  .object({
    // A first and a last name: two words at the least.
    name: z
      .string()
      .trim()
      .max(200)
      .regex(/^\S+(\s+\S+)+$/, message("check.agentApplication.fullName")),
    email: z.email(message("check.email.valid")).max(200),
    phone: z
      .string()
      .trim()
      .min(7, message("check.agentApplication.phone"))
      .max(30)
      .regex(/^[0-9+().\-\s]+$/, message("check.agentApplication.phoneCharacters")),
    company: optionalText(200),
    licenseNumber: z.string().trim().min(1, message("check.agentApplication.licenseNumber")).max(50),
    licenseState: z.enum(agentLicenseStates, message("check.agentApplication.licenseState")),
    yearsExperience: z.enum(agentExperienceOptions, message("check.agentApplication.experience")),
    preferredTerritory: optionalText(200),
    message: optionalText(4000),
    agreeToTerms: z.literal(true, message("check.agentApplication.agreeToTerms")),
  })
  .strict();
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

const requiredName = (refusal: string) => z.string().trim().min(1, refusal).max(100);
const blankAsMissing = (text: string | undefined) => text || undefined;

/**
 * The appointment form (SPEC §5): first and last name each required, then
 * joined into the payload's `name`; optional fields left blank are not sent.
 */
export const agentApplicationFormSchema = agentApplicationSchema
  .omit({ name: true })
  .extend({ firstName: requiredName(message("check.firstName")), lastName: requiredName(message("check.lastName")) })
  .transform(({ firstName, lastName, company, preferredTerritory, message, ...rest }): AgentApplication => ({
    ...rest,
    name: `${firstName} ${lastName}`,
    company: blankAsMissing(company),
    preferredTerritory: blankAsMissing(preferredTerritory),
    message: blankAsMissing(message),
  }));

export const agentApplicationReceiptSchema = z.object({ reference: z.string(), receivedAt: z.string() });

/** Where an application stands, as staff move it along. */
export const agentApplicationStatuses = ["received", "interviewing", "appointed", "declined"] as const;
export type AgentApplicationStatus = (typeof agentApplicationStatuses)[number];

/** The reference the applicant was given: APP- and the first eight characters of the id. */
export const applicationReference = (id: string) => `APP-${id.slice(0, 8).toUpperCase()}`;

/** An application as staff see it. */
export const agentApplicationRecordSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  licenseNumber: z.string(),
  licenseState: z.string(),
  yearsExperience: z.string(),
  preferredTerritory: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(agentApplicationStatuses),
  createdAt: z.string(),
});
export type AgentApplicationRecord = z.infer<typeof agentApplicationRecordSchema>;

export const agentApplicationListSchema = z.object({
  /** Part of the reference, name, e-mail or license number. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(agentApplicationStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type AgentApplicationList = z.infer<typeof agentApplicationListSchema>;

export const agentApplicationStatusChangeSchema = z.object({ status: z.enum(agentApplicationStatuses) }).strict();
