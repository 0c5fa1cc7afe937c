import type { Language } from "../../../shared/constants";
import type { Message } from "../../../shared/messages/message";
import type { CancellationReason, TransactionChanges } from "../../../shared/policy-transaction";
import type { Home, StoredRating } from "../../../shared/rating";
import type { ExplainedTransaction } from "./explain-transaction";

/**
 * What issuing a transaction tells people: the issued transaction, the policy
 * it changed and who reads about it. The service builds one per issued
 * transaction; transaction-pdf.ts writes its document and
 * transaction-mails.ts its e-mails from it.
 */
export interface TransactionNotice {
  transaction: ExplainedTransaction & {
    id: string;
    policyId: string;
    /** What an endorsement (or new business) sets: each field's value after it. */
    changes: TransactionChanges;
    /** Each changed field's value before the endorsement (`home`: the whole home as it was). */
    changedFrom: Partial<Record<keyof TransactionChanges, unknown>>;
    /** A rated home's inputs and price with its worksheet once the transaction is in effect; absent for other policies. */
    snapshot?: { home?: Home; rating?: StoredRating };
    reason: CancellationReason | null;
    /** Words for the insured (why the company cancels or does not renew). */
    note: string | null;
    /** The rule the transaction follows, rendered in each reader's language. */
    rule: Message | null;
    issuedAt: Date;
  };
  policy: {
    id: string;
    policyNumber: string;
    policyType: string;
    insuredName: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    /** Whole US dollars, as the policy stores them. */
    coverage: number;
    premium: number;
  };
  /** The insured account's contact, in the language the insured chose; null when the policy has none. */
  insured: { name: string; email: string; language: Language } | null;
  agent: { name: string; email: string; phone: string | null; language: Language } | null;
}
