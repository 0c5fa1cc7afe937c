import path from "node:path";
import { describe, expect, it } from "vitest";
import { tableWriters, writersIn } from "../support/table-writers";

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

  it("sees Drizzle's and raw SQL's writes", () => {
    const source =
      "await tx.insert(claims).values(row);\nawait tx.update(policies).set(p);\nawait db.delete(invoices);\n" +
      "await db.execute(sql`update ${policyTerms} set x = 1`);\nawait db.execute(sql`delete from ${payments}`);\n" +
      "await db.select().from(readOnly);\n";
    expect(writersIn(source).sort()).toEqual(["claims", "invoices", "payments", "policies", "policyTerms"]);
  });
});
