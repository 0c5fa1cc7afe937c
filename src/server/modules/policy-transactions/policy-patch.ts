import type { policies } from "../../db/schema";
import type { PricedTransaction } from "./price-transaction";

type PolicyPatch = Partial<typeof policies.$inferInsert>;

/**
 * What a transaction does to the policy row once its day has come: the row
 * is the policy as of today (decision 0030). New business makes it active;
 * a cancellation inactive, a reinstatement active again; a non-renewal
 * changes nothing until the term ends and the policy expires.
 */
export function policyPatchFor(transaction: Pick<PricedTransaction, "type" | "changes" | "snapshot">): PolicyPatch {
  const { type, changes, snapshot } = transaction;
  // A home's changes are partial: the snapshot holds the whole home and its price.
  const { expirationDate: _expirationDate, home: _home, ...described } = changes;
  const priced = {
    premium: snapshot.premium,
    coverage: snapshot.coverage,
    effectiveDate: snapshot.effectiveDate,
    expirationDate: snapshot.expirationDate,
    ...(snapshot.home ? { home: snapshot.home, rating: snapshot.rating ?? null } : {}),
  };
  switch (type) {
    case "newBusiness":
      return { ...described, ...priced, status: "active" };
    case "endorsement":
    case "renewal":
      return { ...described, ...priced };
    case "cancellation":
      return { status: "inactive" };
    case "reinstatement":
      return { status: "active" };
    case "nonRenewal":
      return {};
  }
}
