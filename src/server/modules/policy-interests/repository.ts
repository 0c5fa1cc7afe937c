import { asc, eq } from "drizzle-orm";
import { postalAddressOf, type PolicyInterests } from "../../../shared/policy-interests";
import type { Db } from "../../db/client";
import { policyInterests, policyMailingAddresses } from "../../db/schema";

/** The only SQL on `policy_mailing_address` and `policy_interest`. */
export function createPolicyInterestRepository(db: Db) {
  return {
    async read(policyId: string, executor: Db = db): Promise<PolicyInterests> {
      const [[mailing], interests] = await Promise.all([
        executor.select().from(policyMailingAddresses).where(eq(policyMailingAddresses.policyId, policyId)),
        executor
          .select()
          .from(policyInterests)
          .where(eq(policyInterests.policyId, policyId))
          .orderBy(asc(policyInterests.position)),
      ]);
      return {
        mailingAddress: mailing ? postalAddressOf(mailing) : null,
        interests: interests.map((row) => ({
          kind: row.kind as PolicyInterests["interests"][number]["kind"],
          name: row.name,
          address: postalAddressOf(row),
          loanNumber: row.loanNumber,
        })),
      };
    },

    /** Replaces what a policy records, in the caller's transaction. */
    async replace(policyId: string, value: PolicyInterests, tx: Db): Promise<void> {
      await tx.delete(policyMailingAddresses).where(eq(policyMailingAddresses.policyId, policyId));
      await tx.delete(policyInterests).where(eq(policyInterests.policyId, policyId));
      if (value.mailingAddress) {
        await tx.insert(policyMailingAddresses).values({ policyId, ...value.mailingAddress });
      }
      if (value.interests.length > 0) {
        await tx.insert(policyInterests).values(
          value.interests.map((interest, position) => ({
            policyId,
            position,
            kind: interest.kind,
            name: interest.name,
            ...interest.address,
            loanNumber: interest.loanNumber,
          })),
        );
      }
    },
  };
}

export type PolicyInterestRepository = ReturnType<typeof createPolicyInterestRepository>;
