import { z } from "zod";
import { message } from "./messages/message";
import { businessTypes, maxPageSize, usStates } from "./policy";

/**
 * An insured account (SPEC §7 Account_*): the business or household that
 * holds policies, not a sign-in account. Optional text fields travel as
 * strings, "" when blank, so a form binds them directly; the server stores
 * blanks as nothing.
 */
export const accountStatuses = ["active", "inactive"] as const;
export const accountListPageSize = 10;

const blankOr = <T extends readonly [string, ...string[]]>(values: T, refusal: string) =>
  z.enum(["", ...values] as [string, ...string[]], { error: refusal });
const optionalText = (max: number) => z.string().trim().max(max);

const accountFields = z
  .object({
    name: z
      .string({ error: message("check.insuredAccount.name") })
      .trim()
      .min(1, message("check.insuredAccount.name"))
      .max(200),
    businessType: blankOr(businessTypes, message("check.insuredAccount.businessType")),
    contactName: optionalText(200),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === "" || z.email().safeParse(value).success, message("check.email.example")),
    phone: optionalText(30).regex(/^[0-9+()\-. ]*$/, message("check.phone.characters")),
    address: optionalText(200),
    city: optionalText(100),
    state: blankOr(usStates, message("check.chooseState")),
    zipCode: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, message("check.insuredAccount.zip")),
    status: z.enum(accountStatuses, { error: message("check.insuredAccount.status") }),
    /**
     * The servicing agent's user id ("" or null for none). An agent is always
     * the agent of what they write; staff may name a user with the agent role.
     * Left out on a save or edit, the agent stays as it is.
     */
    agentId: z.string().max(100).nullable(),
  })
  .strict();

/** A new account (Account_OnNew) and the whole account on save (Account_OnSave). */
export const newAccountSchema = accountFields
  .partial()
  .required({ name: true })
  .extend({
    status: accountFields.shape.status.default("active"),
  });
export type NewAccount = z.infer<typeof newAccountSchema>;

/** An edit (Account_OnEdit): only the fields sent change. */
export const accountChangeSchema = accountFields
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: message("check.anyChange") });
export type AccountChange = z.infer<typeof accountChangeSchema>;

const agentSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const insuredAccountSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  businessType: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  status: z.enum(accountStatuses),
  agentId: z.string().nullable(),
  agent: agentSchema.nullable(),
  /** How many policies belong to the account. */
  policyCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InsuredAccount = z.infer<typeof insuredAccountSchema>;

/** What Account_OnOpen answers without an accountId: a blank form, not yet saved (id null). */
export const accountTemplateSchema = insuredAccountSchema
  .omit({ id: true, accountNumber: true, agent: true, createdAt: true, updatedAt: true })
  .extend({ id: z.null(), accountNumber: z.null() });
export type AccountTemplate = z.infer<typeof accountTemplateSchema>;

export const newAccountTemplate: AccountTemplate = {
  id: null,
  accountNumber: null,
  name: "",
  businessType: "",
  contactName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "FL",
  zipCode: "",
  status: "active",
  agentId: null,
  policyCount: 0,
};

export const accountOpenSchema = z.object({ accountId: z.string().min(1).max(100).optional() });
export const accountIdQuerySchema = z.object({ accountId: z.string().min(1).max(100) });

/** The account picker's search: name or account number, with pages and totals. */
export const accountListSchema = z.object({
  searchTerm: z.string().trim().max(200).optional(),
  status: z.enum(accountStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(accountListPageSize),
});
export type AccountList = z.infer<typeof accountListSchema>;
