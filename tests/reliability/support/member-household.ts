import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import { claims, documents, insuredAccounts, payments, policies } from "../../../src/server/db/schema";
import type { AgentBook } from "./agent-book";

/** What is the member's own: the insured accounts with the member's e-mail, their policies and what hangs off them. */
export interface MemberHousehold {
  ids: Set<string>;
  telltales: Set<string>;
}

export async function readMemberHousehold(db: Db, email: string): Promise<MemberHousehold> {
  const accounts = await db
    .select()
    .from(insuredAccounts)
    .where(sql`lower(${insuredAccounts.email}) = lower(${email})`);
  const ownPolicies = await db
    .select()
    .from(policies)
    .where(
      inArray(
        policies.accountId,
        accounts.map((row) => row.id),
      ),
    );
  const policyIds = ownPolicies.map((row) => row.id);
  const ownDocuments = await db.select().from(documents).where(inArray(documents.policyId, policyIds));
  const ownClaims = await db.select().from(claims).where(inArray(claims.policyId, policyIds));
  const ownPayments = await db.select().from(payments).where(inArray(payments.policyId, policyIds));
  const ids = [accounts, ownPolicies, ownDocuments, ownClaims, ownPayments].flatMap((rows) =>
    rows.map((row) => row.id),
  );
  const texts = [
    ...accounts.flatMap((row) => [row.accountNumber, row.name, row.contactName, row.email]),
    ...ownPolicies.flatMap((row) => [row.policyNumber, row.insuredName, row.description]),
    ...ownDocuments.map((row) => row.name),
    ...ownClaims.flatMap((row) => [row.claimNumber, row.lossDetails, row.notifierEmail]),
    ...ownPayments.map((row) => row.reference),
  ];
  return {
    ids: new Set(ids),
    telltales: new Set([...ids, ...texts].filter((text): text is string => typeof text === "string")),
  };
}

/** The book without the member's household: to the member those records are their own, not another's. */
export function withoutHousehold(book: AgentBook, household: MemberHousehold): AgentBook {
  const ids = Object.fromEntries(
    Object.entries(book.ids).map(([kind, list]) => [kind, list.filter((id) => !household.ids.has(id))]),
  ) as AgentBook["ids"];
  return {
    ...book,
    ids,
    numbers: book.numbers.filter((number) => !household.telltales.has(number)),
    telltales: book.telltales.filter((text) => !household.telltales.has(text)),
  };
}
