import type {
  NoticeRecipient,
  PolicyInterests,
  PolicyInterestsInput,
  PostalAddress,
} from "../../../shared/policy-interests";
import { policyInterestsSchema } from "../../../shared/policy-interests";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditedWrite } from "../audit/audited-write";
import type { InsuredAccountService } from "../insured-accounts/service";
import type { PolicyService } from "../policies/service";
import type { PolicyInterestRepository } from "./repository";

/** The policy as its notices read it: its insured account and the insured property's address. */
export interface InsuredProperty {
  id: string;
  insuredName: string;
  accountId: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

type AddressFields = Pick<InsuredProperty, "address" | "city" | "state" | "zipCode">;

/** An address held as four optional fields, when all four are there. */
const completeAddress = (fields: AddressFields | null): PostalAddress | null =>
  fields?.address?.trim() && fields.city?.trim() && fields.state && fields.zipCode
    ? {
        street: fields.address,
        city: fields.city,
        state: fields.state as PostalAddress["state"],
        zipCode: fields.zipCode,
      }
    : null;

/**
 * A policy's mailing address and additional interests (decision 0049): read and replaced by whoever may see and
 * change the policy, audited; and, for the notices, who each one is mailed to.
 */
export function createPolicyInterestService(deps: {
  db: Db;
  repository: PolicyInterestRepository;
  policies: Pick<PolicyService, "find">;
  accounts: Pick<InsuredAccountService, "visible">;
}) {
  const { db, repository, policies, accounts } = deps;
  return {
    async read(policyId: string, actor: Actor): Promise<PolicyInterests> {
      const policy = await policies.find(policyId, actor);
      return repository.read(policy.id);
    },

    async replace(policyId: string, input: PolicyInterestsInput, actor: Actor): Promise<PolicyInterests> {
      const policy = await policies.find(policyId, actor);
      const value = policyInterestsSchema.parse(input);
      const before = await repository.read(policy.id);
      const after = await auditedWrite(db, {
        actor: actor.userId,
        action: "policy.interests",
        entityType: "policy",
        requestId: actor.requestId,
        before,
        async apply(tx) {
          await repository.replace(policy.id, value, tx);
          return policy.id;
        },
        read: (id, tx) => repository.read(id, tx),
      });
      return after!;
    },

    /**
     * Who a notice on the policy is mailed to: the insured at the mailing address recorded on the policy, else the
     * insured account's, else the property's (null when there is none), and every additional interest.
     */
    async recipients(
      policy: InsuredProperty,
      executor: Db = db,
    ): Promise<{ insured: NoticeRecipient | null; interests: NoticeRecipient[] }> {
      const recorded = await repository.read(policy.id, executor);
      // The account is read only when the policy records no mailing address of its own.
      const address =
        recorded.mailingAddress ??
        completeAddress(
          policy.accountId ? await accounts.visible(policy.accountId, { kind: "all" }, executor) : null,
        ) ??
        completeAddress(policy);
      return {
        insured: address ? { recipient: "insured", name: policy.insuredName, address, loanNumber: null } : null,
        interests: recorded.interests.map((interest) => ({
          recipient: interest.kind,
          name: interest.name,
          address: interest.address,
          loanNumber: interest.loanNumber,
        })),
      };
    },
  };
}

export type PolicyInterestService = ReturnType<typeof createPolicyInterestService>;
