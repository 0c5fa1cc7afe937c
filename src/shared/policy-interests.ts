import { z } from "zod";
import { message } from "./messages/message";
import { usStates } from "./policy";

/** Who else holds an interest in the insured property and is told of every notice (s. 627.4133; form HO 00 03 "Mortgage Clause"). */
export const interestKinds = ["mortgagee", "lienholder", "additionalInterest"] as const;
export type InterestKind = (typeof interestKinds)[number];

export const postalAddressSchema = z
  .object({
    street: z.string().trim().min(1, message("check.address.street")).max(200),
    city: z.string().trim().min(1, message("check.address.city")).max(100),
    state: z.enum(usStates),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, message("check.policy.zip")),
  })
  .strict();
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** An address as a row stores it (four text columns), typed again as a postal address. */
export const postalAddressOf = (row: {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}): PostalAddress => ({
  street: row.street,
  city: row.city,
  state: row.state as PostalAddress["state"],
  zipCode: row.zipCode,
});

/** An address on one line, as the staff lists show it: "PO Box 11904, Tampa FL 33680". */
export const postalAddressLine = (address: PostalAddress) =>
  `${address.street}, ${address.city} ${address.state} ${address.zipCode}`;

export const policyInterestSchema = z
  .object({
    kind: z.enum(interestKinds),
    name: z.string().trim().min(1, message("check.interest.name")).max(200),
    address: postalAddressSchema,
    /** The loan the interest secures, printed on its copy of each notice. */
    loanNumber: z.string().trim().max(60).nullable().default(null),
  })
  .strict();
export type PolicyInterest = z.infer<typeof policyInterestSchema>;

/** `GET/PUT /api/policies/{id}/interests`: where the insured's notices are mailed, and who gets a copy. */
export const policyInterestsSchema = z
  .object({
    /** The insured's mailing address; null: notices go to the insured property's address. */
    mailingAddress: postalAddressSchema.nullable(),
    interests: z.array(policyInterestSchema).max(10),
  })
  .strict();
export type PolicyInterests = z.infer<typeof policyInterestsSchema>;
export type PolicyInterestsInput = z.input<typeof policyInterestsSchema>;

/** Someone a notice is mailed to: the insured, or an additional interest with its loan number. */
export interface NoticeRecipient {
  recipient: "insured" | InterestKind;
  name: string;
  address: PostalAddress;
  loanNumber: string | null;
}
