import path from "node:path";
import { describe, expect, it } from "vitest";
import { foreignTables, schemaNamesIn, tableWriters, writersIn } from "../support/table-writers";

/**
 * One owner per table (docs/architecture.md): each table is written by one
 * module's repository, and other modules ask that module's service. The
 * tables still written from two places are listed here with the reason; the
 * list may only shrink (a table that gains a writer, or is fixed and still
 * listed, fails).
 */
const shared: Record<string, { writers: string[]; why: string }> = {
  policyTerms: {
    writers: ["billing", "policy-transactions"],
    why: "policy-transactions opens terms and holds renewals; billing writes only each term's payment plan columns",
  },
  session: {
    writers: ["account", "auth", "users"],
    why: "better-auth's table: signing out other sessions (account) and ending a deactivated user's (users)",
  },
  user: {
    writers: ["account", "users"],
    why: "better-auth's table: a person's own name (account), everything staff change (users)",
  },
  table: {
    writers: ["housekeeping"],
    why: "the retention sweep deletes expired and old rows of session, verification, mail_outbox and payment (decision 0034)",
  },
};

/**
 * Reads of another module's table, all joins in one query: a name beside a row
 * (a user's, an insured's, a policy number), the book an agent may see, a
 * report's figures. Everything else a module asks of another goes through its
 * service (the member area's claims and documents do). The list may only
 * shrink: a new join into another module's table fails until it is listed here
 * with its reason, or asked of the owner's service instead.
 */
const joins: Record<string, { tables: string[]; why: string }> = {
  activity: {
    tables: ["auditLog", "documents", "user"],
    why: "the dashboard's activity feed: audit rows with their document and who",
  },
  "api-keys": { tables: ["user"], why: "each key's owner by name" },
  auth: { tables: ["user"], why: "better-auth's own table, read at sign-in" },
  billing: {
    tables: ["insuredAccounts", "payments", "policies", "policyTransactions"],
    why: "billing lists and notices: policy number, insured, payments received, the cancellation a notice belongs to",
  },
  claims: {
    tables: ["insuredAccounts", "policies", "user"],
    why: "the claim's policy, its insured's e-mail and agent",
  },
  documents: { tables: ["portals", "user"], why: "a document's portal and who changed it last" },
  housekeeping: {
    tables: ["mailOutbox", "paymentNotifications", "payments", "policyLedgerEntries", "session", "verification"],
    why: "the retention sweep (decision 0034): what may be deleted, and what a ledger still refers to",
  },
  "insured-accounts": { tables: ["policies", "user"], why: "an account's policies and agent" },
  "member-area": {
    tables: ["insuredAccounts", "policies", "user"],
    why: "the member's policies found by their e-mail, with their agent",
  },
  payments: { tables: ["insuredAccounts", "policies"], why: "the policy a payment is for, found by number and e-mail" },
  policies: {
    tables: ["insuredAccounts", "policyTerms", "user"],
    why: "search and lists: insured, current term, agent",
  },
  "policy-transactions": { tables: ["insuredAccounts", "policies", "user"], why: "the policy a transaction changes" },
  portals: { tables: ["documents", "user"], why: "each portal's document count and agent" },
  "premium-ledger": { tables: ["payments", "policyTransactions"], why: "what each ledger entry was posted for" },
  rating: { tables: ["user"], why: "who published a rate version" },
  reports: { tables: ["claims", "documents", "policies"], why: "the reports' counts and sums" },
};

describe("who writes each table", () => {
  const writers = tableWriters(path.resolve(import.meta.dirname, "../../src/server"));

  it("is one module, but for the listed tables", () => {
    const found = Object.fromEntries([...writers].map(([table, areas]) => [table, [...areas].sort()]));
    const many = Object.fromEntries(
      Object.entries(found).filter(([table, areas]) => areas.length > 1 || shared[table]),
    );
    expect(many).toEqual(
      Object.fromEntries(Object.entries(shared).map(([table, { writers: areas }]) => [table, areas])),
    );
  });

  it("owns the premium ledger in one module that every money path posts through", () => {
    expect([...(writers.get("policyLedgerEntries") ?? [])]).toEqual(["premium-ledger"]);
  });

  it("is read by another module only in the listed joins", () => {
    const found = Object.fromEntries(
      [...foreignTables(path.resolve(import.meta.dirname, "../../src/server"))].map(([area, tables]) => [
        area,
        [...tables].sort(),
      ]),
    );
    expect(found).toEqual(Object.fromEntries(Object.entries(joins).map(([area, { tables }]) => [area, tables])));
  });

  it("sees the tables a repository imports from the schema", () => {
    const source =
      'import { and } from "drizzle-orm";\nimport { claims, type ClaimRow, policies } from "../../db/schema";\n';
    expect(schemaNamesIn(source)).toEqual(["claims", "policies"]);
  });

  it("sees Drizzle's and raw SQL's writes", () => {
    const source =
      "await tx.insert(claims).values(row);\nawait tx.update(policies).set(p);\nawait db.delete(invoices);\n" +
      "await db.execute(sql`update ${policyTerms} set x = 1`);\nawait db.execute(sql`delete from ${payments}`);\n" +
      "await db.select().from(readOnly);\n";
    expect(writersIn(source).sort()).toEqual(["claims", "invoices", "payments", "policies", "policyTerms"]);
  });
});
