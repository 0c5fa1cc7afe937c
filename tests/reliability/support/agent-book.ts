import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import {
  auditLog,
  claimPhotos,
  claims,
  documents,
  insuredAccounts,
  payments,
  policies,
  portals,
  user,
} from "../../../src/server/db/schema";

/**
 * Everything that is one agent's, read straight from the tables (not through
 * the code under test): the rows an enumeration must never reach as another
 * caller, and the text whose appearance in someone else's answer is a leak.
 */
export interface AgentBook {
  agentId: string;
  /** The agent's name, which the policy search matches: a search term, not a secret. */
  agentName: string;
  ids: {
    policy: string[];
    portal: string[];
    insuredAccount: string[];
    document: string[];
    claim: string[];
    claimPhoto: string[];
    payment: string[];
  };
  /** The numbers people type or see: SRE-…, PRT-…, ACC-…, CLM-… */
  numbers: string[];
  /** Row keys, numbers and names that only this book holds. */
  telltales: string[];
}

export async function readAgentBook(db: Db, agentId: string): Promise<AgentBook> {
  const [agent] = await db.select({ name: user.name }).from(user).where(eq(user.id, agentId));
  const ownPolicies = await db.select().from(policies).where(eq(policies.agentId, agentId));
  const ownPortals = await db.select().from(portals).where(eq(portals.agentId, agentId));
  const ownAccounts = await db.select().from(insuredAccounts).where(eq(insuredAccounts.agentId, agentId));
  const policyIds = ownPolicies.map((row) => row.id);
  const portalIds = ownPortals.map((row) => row.id);
  // An agent's documents: on their portals or policies, or their own uploads that are on neither yet.
  const ownDocuments = await db
    .select()
    .from(documents)
    .where(
      or(
        inArray(documents.portalId, portalIds),
        inArray(documents.policyId, policyIds),
        and(isNull(documents.portalId), isNull(documents.policyId), eq(documents.ownerId, agentId)),
      ),
    );
  const ownClaims = await db.select().from(claims).where(inArray(claims.policyId, policyIds));
  const claimIds = ownClaims.map((row) => row.id);
  const ownPhotos = await db.select().from(claimPhotos).where(inArray(claimPhotos.claimId, claimIds));
  const ownPayments = await db.select().from(payments).where(inArray(payments.policyId, policyIds));

  const ids = {
    policy: policyIds,
    portal: portalIds,
    insuredAccount: ownAccounts.map((row) => row.id),
    document: ownDocuments.map((row) => row.id),
    claim: claimIds,
    claimPhoto: ownPhotos.map((row) => row.id),
    payment: ownPayments.map((row) => row.id),
  };
  const numbers = [
    ...ownPolicies.map((row) => row.policyNumber),
    ...ownPortals.map((row) => row.portalIdentity),
    ...ownAccounts.map((row) => row.accountNumber),
    ...ownClaims.map((row) => row.claimNumber),
    ...ownPayments.map((row) => row.reference),
  ];
  const names = [
    ...ownPolicies.flatMap((row) => [row.insuredName, row.description]),
    ...ownPortals.flatMap((row) => [row.name, row.companyName]),
    ...ownAccounts.flatMap((row) => [row.name, row.contactName, row.email]),
    ...ownDocuments.map((row) => row.name),
    ...ownClaims.flatMap((row) => [row.lossDetails, row.notifierEmail]),
    ...ownPhotos.map((row) => row.name),
  ];
  const telltales = [agentId, ...Object.values(ids).flat(), ...numbers, ...names].filter(
    (text): text is string => typeof text === "string" && text.length >= 6,
  );
  return { agentId, agentName: agent?.name ?? "", ids, numbers, telltales: [...new Set(telltales)] };
}

/**
 * Text of a book that another book may share (the same document name on two
 * portals, say): such text proves nothing, so it is no telltale.
 */
export function withoutShared(book: AgentBook, other: AgentBook): AgentBook {
  const shared = (text: string) => other.telltales.some((theirs) => theirs.includes(text) || text.includes(theirs));
  return { ...book, telltales: book.telltales.filter((text) => !shared(text)) };
}

/**
 * The book's rows as stored, the rows that point at them, every row that
 * names the agent, and the audit trail about them: equal before and after
 * means nobody changed, added to or re-linked anything of the agent's.
 */
export async function snapshotOf(db: Db, book: AgentBook) {
  const { ids, agentId } = book;
  const byId = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  const allIds = Object.values(ids).flat();
  return {
    agent: await db.select().from(user).where(eq(user.id, agentId)),
    policies: byId(
      await db
        .select()
        .from(policies)
        .where(
          or(
            inArray(policies.id, ids.policy),
            eq(policies.agentId, agentId),
            inArray(policies.accountId, ids.insuredAccount),
          ),
        ),
      (row) => row.id,
    ),
    portals: byId(
      await db
        .select()
        .from(portals)
        .where(
          or(inArray(portals.id, ids.portal), eq(portals.agentId, agentId), inArray(portals.policyId, ids.policy)),
        ),
      (row) => row.id,
    ),
    insuredAccounts: byId(
      await db
        .select()
        .from(insuredAccounts)
        .where(or(inArray(insuredAccounts.id, ids.insuredAccount), eq(insuredAccounts.agentId, agentId))),
      (row) => row.id,
    ),
    documents: byId(
      await db
        .select()
        .from(documents)
        .where(
          or(
            inArray(documents.id, ids.document),
            inArray(documents.portalId, ids.portal),
            inArray(documents.policyId, ids.policy),
            eq(documents.ownerId, agentId),
          ),
        ),
      (row) => row.id,
    ),
    claims: byId(
      await db
        .select()
        .from(claims)
        .where(or(inArray(claims.id, ids.claim), inArray(claims.policyId, ids.policy))),
      (row) => row.id,
    ),
    claimPhotos: byId(
      await db
        .select()
        .from(claimPhotos)
        .where(or(inArray(claimPhotos.id, ids.claimPhoto), inArray(claimPhotos.claimId, ids.claim))),
      (row) => row.id,
    ),
    payments: byId(await db.select().from(payments).where(inArray(payments.policyId, ids.policy)), (row) => row.id),
    audit: await db.select().from(auditLog).where(inArray(auditLog.entityId, allIds)).orderBy(auditLog.id),
  };
}
