import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insuredAccounts, policies, type ClaimRow } from "../../db/schema";
import type { ClaimStatusReader } from "./claim-status-mail";

/**
 * Who is told when a claim moves: whoever reported it, and the insured on the
 * policy's account when that is another address (a spouse or an agent may
 * report; the policyholder follows the claim in the member portal).
 */
export async function claimReaders(executor: Db, claim: ClaimRow): Promise<ClaimStatusReader[]> {
  const readers: ClaimStatusReader[] = [{ email: claim.notifierEmail, firstName: claim.notifierFirstName }];
  if (!claim.policyId) return readers;
  const [insured] = await executor
    .select({ email: insuredAccounts.email, contactName: insuredAccounts.contactName })
    .from(policies)
    .innerJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
    .where(eq(policies.id, claim.policyId));
  if (insured?.email && insured.email.toLowerCase() !== claim.notifierEmail.toLowerCase()) {
    readers.push({ email: insured.email, firstName: insured.contactName?.split(" ")[0] ?? null });
  }
  return readers;
}
