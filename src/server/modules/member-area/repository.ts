import { and, asc, eq, sql } from "drizzle-orm";
import { isSupportedLanguage } from "../../../shared/constants";
import type { CommunicationPreference, MemberPolicy, MemberPreferences } from "../../../shared/member";
import type { StoredRating } from "../../../shared/rating";
import type { Db } from "../../db/client";
import { insuredAccounts, policies, user } from "../../db/schema";

const sameEmail = (email: string) => sql`lower(${insuredAccounts.email}) = lower(${email})`;

/** A member's policy as stored, with what the portal shows beside it. */
export interface MemberPolicyRecord extends MemberPolicy {
  accountId: string;
}

/**
 * What the member portal reads. A member's policies are those of the insured
 * accounts whose e-mail is the member's own, proven by the sign-in link (or
 * the demo password): every query here starts from that e-mail.
 */
export function createMemberRepository(db: Db) {
  const selectPolicies = () =>
    db
      .select({
        policy: policies,
        accountId: insuredAccounts.id,
        contactName: insuredAccounts.contactName,
        insuredEmail: insuredAccounts.email,
        agentName: user.name,
        agentEmail: user.email,
        agentPhone: user.phone,
      })
      .from(policies)
      .innerJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
      .leftJoin(user, eq(user.id, policies.agentId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectPolicies>["where"]>>[number];
  const toRecord = ({ policy, accountId, contactName, insuredEmail, agentName, agentEmail, agentPhone }: Row) => ({
    id: policy.id,
    policyNumber: policy.policyNumber,
    policyType: policy.policyType,
    status: policy.status,
    insuredName: policy.insuredName,
    coverage: policy.coverage,
    premium: policy.premium,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    address: policy.address,
    city: policy.city,
    state: policy.state,
    zipCode: policy.zipCode,
    rated: policy.rating !== null,
    insured: { contactName, email: insuredEmail ?? "" },
    agent: agentName && agentEmail ? { name: agentName, email: agentEmail, phone: agentPhone } : null,
    accountId,
  });

  return {
    /** The policy a sign-in link is asked for: the pair must belong together. */
    async findByInsured(email: string, policyNumber: string) {
      const [row] = await db
        .select({ accountEmail: insuredAccounts.email, contactName: insuredAccounts.contactName })
        .from(policies)
        .innerJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
        .where(and(eq(policies.policyNumber, policyNumber.toUpperCase()), sameEmail(email)));
      return row ?? null;
    },

    /** The role and deactivation of the sign-in account with this e-mail (any case), or null when there is none. */
    async accountOf(email: string): Promise<{ role: string; deactivatedAt: Date | null } | null> {
      const [existing] = await db
        .select({ role: user.role, deactivatedAt: user.deactivatedAt })
        .from(user)
        .where(sql`lower(${user.email}) = lower(${email})`);
      return existing ?? null;
    },

    async policiesOf(email: string): Promise<MemberPolicyRecord[]> {
      const rows = await selectPolicies().where(sameEmail(email)).orderBy(asc(policies.policyNumber));
      return rows.map(toRecord);
    },

    async policyOf(email: string, policyId: string): Promise<MemberPolicyRecord | null> {
      const [row] = await selectPolicies().where(and(eq(policies.id, policyId), sameEmail(email)));
      return row ? toRecord(row) : null;
    },

    /** A rated home's current price with its worksheet, as stored; null for a policy the rate table does not price. */
    async ratingOf(policyId: string): Promise<StoredRating | null> {
      const [row] = await db.select({ rating: policies.rating }).from(policies).where(eq(policies.id, policyId));
      return row?.rating ?? null;
    },

    async preferencesOf(accountId: string, executor: Db = db): Promise<MemberPreferences> {
      const [row] = await executor.select().from(insuredAccounts).where(eq(insuredAccounts.id, accountId));
      return toPreferences(row!);
    },
  };
}

function toPreferences(row: typeof insuredAccounts.$inferSelect): MemberPreferences {
  return {
    communication: row.communicationPreference as CommunicationPreference,
    chosenAt: row.communicationPreferenceAt?.toISOString() ?? null,
    language: isSupportedLanguage(row.language) ? row.language : null,
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
