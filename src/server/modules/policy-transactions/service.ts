import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { message } from "../../../shared/messages/message";
import type {
  PolicyAsOf,
  PolicyLedger,
  PolicyTransaction,
  TransactionRequest,
  TransactionStatus,
} from "../../../shared/policy-transaction";
import type { Actor } from "../../auth/actor";
import { scopeOf } from "../../auth/data-scope";
import type { Db } from "../../db/client";
import type { PolicyTransactionRow } from "../../db/schema";
import { conflict, forbidden, HttpError, notFound } from "../../http-errors";
import type { Mailer } from "../mail/mailer";
import type { FileStorage } from "../../storage/file-storage";
import { formatsFor } from "../../texts/formats";
import { auditedWrite } from "../audit/audited-write";
import { policyAsOf } from "./policy-as-of";
import type { BillingService } from "../billing/service";
import type { DocumentService } from "../documents/service";
import type { MailingService } from "../mailings/service";
import type { PolicyInterestService } from "../policy-interests/service";
import { mailedNotices, type MailedNotice } from "../../../shared/mailing";
import type { PolicyService } from "../policies/service";
import type { PremiumLedgerService } from "../premium-ledger/service";
import type { RatingService } from "../rating/service";
import { priceTransaction, ratesAHome, type PricedTransaction } from "./price-transaction";
import { needsUnderwriter, type PolicyFacts } from "./florida-rules";
import type { PolicyTransactionRepository, TransactedPolicy } from "./repository";
import { toLedger, toPolicyTransaction } from "./transaction-answers";
import { createTransactionDocuments, type PreparedDocument } from "./transaction-documents";
import { policyPatchFor } from "./policy-patch";
import { offerRenewals, type RenewalRound } from "./policy-rounds";

export interface PolicyTransactionServiceDeps {
  db: Db;
  repository: PolicyTransactionRepository;
  ledger: PremiumLedgerService;
  billing: Pick<BillingService, "terms" | "chooseTermPlan" | "rebill" | "pastDueSince">;
  /** The claims side's facts Florida's rules read (claims/policy-facts-service.ts, wired by the root). */
  claimFacts: ClaimFacts;
  rating: Pick<RatingService, "rater">;
  documents: Pick<DocumentService, "record">;
  /** Who a notice is mailed to (the insured's mailing address, the mortgagees), and the day's mailing batch. */
  interests: Pick<PolicyInterestService, "recipients">;
  mailings: Pick<MailingService, "record">;
  policies: Pick<PolicyService, "applyTransaction" | "expireEnded">;
  mail: Pick<Mailer, "queueAll" | "nudge">;
  company: Company;
  storage: FileStorage;
  /** Florida's calendar day: the day notices are sent and changes take effect. */
  today: () => string;
}

/** What the claims module answers about a policy and the storms; named here so this module does not import it. */
export interface ClaimFacts {
  stormDamage(policyId: string, executor?: Db): Promise<PolicyFacts["stormDamage"]>;
  paidLossDates(policyId: string, executor?: Db): Promise<string[]>;
  hurricaneWatch(executor?: Db): Promise<string | null>;
}

const userIdOf = (actor: Actor) => (actor.userId.startsWith("system:") ? null : actor.userId);

const policyNotFound = () => notFound("policy.notFound");
const notQuoted = (row: Pick<PolicyTransactionRow, "status">) =>
  conflict(
    message("transaction.notQuoted", {
      status: { key: `words.transactionStatus.${row.status as TransactionStatus}` },
    }),
  );
const transactionNotFound = () => notFound("transaction.notFound");

/** The day a stored quote was asked for: its rules (an insured's cancellation date, a reinstatement's gap) read it. */
const requestedOnOf = (row: PolicyTransactionRow) => row.requestedOn ?? undefined;

/** The request a stored quote was made from: issuing prices it again, on today's rules. */
const requestOf = (row: PolicyTransactionRow): TransactionRequest => ({
  type: row.type as TransactionRequest["type"],
  effectiveDate: row.effectiveDate,
  changes: row.changes,
  reason: (row.reason ?? undefined) as TransactionRequest["reason"],
  method: (row.method ?? undefined) as TransactionRequest["method"],
  note: row.note ?? undefined,
  noKnownLoss: row.noKnownLoss,
});

/** Company cancellations, non-renewals, reinstatements and no-known-loss statements are underwriting staff's. */
function refuseWithoutAuthority(request: TransactionRequest, actor: Actor) {
  if (actor.role === "agent" && needsUnderwriter(request)) throw forbidden("transaction.underwriterOnly");
}

/**
 * Policy transactions (decision 0030): quote (priced and checked, stored as
 * quoted), issue (checked again on the locked policy, then final: the term,
 * the ledger, the policy row when the day has come, the document and the
 * e-mails, all in one audited transaction), withdraw. Agents act on their
 * own policies only; anything else is "not found".
 */
export function createPolicyTransactionService(deps: PolicyTransactionServiceDeps) {
  const { db, repository, ledger, billing, claimFacts, rating, policies, mail, company, today } = deps;
  const { interests } = deps;
  const documents = createTransactionDocuments({ ...deps, transactions: repository });

  const answer = (row: PolicyTransactionRow, language: Language) =>
    toPolicyTransaction(row, language, company.policyRules);

  async function openPolicy(policyId: string, actor: Actor, executor: Db = db): Promise<TransactedPolicy> {
    const policy = await repository.findPolicy(policyId, scopeOf(actor), executor);
    if (!policy) throw policyNotFound();
    return policy;
  }

  /** What this request's rules read besides the history: only what its type needs. */
  async function factsFor(policyId: string, request: TransactionRequest, executor: Db): Promise<PolicyFacts> {
    const binds = request.type === "newBusiness" || request.type === "endorsement";
    const ends = request.type === "cancellation" || request.type === "nonRenewal";
    return {
      hurricaneWatch: binds ? await claimFacts.hurricaneWatch(executor) : null,
      pastDueSince: request.type === "cancellation" ? await billing.pastDueSince(policyId, executor) : null,
      paidLossDates: request.type === "cancellation" ? await claimFacts.paidLossDates(policyId, executor) : [],
      stormDamage: ends ? await claimFacts.stormDamage(policyId, executor) : [],
    };
  }

  /**
   * Who the notice a transaction gives is mailed to; a cancellation or non-renewal with no address for the insured
   * is refused (decision 0049). A renewal is never refused for it: that would let the policy lapse unannounced.
   */
  async function noticeRecipients(policy: TransactedPolicy, type: TransactionRequest["type"], executor: Db) {
    if (!mailedNotices.includes(type as MailedNotice)) return null;
    const recipients = await interests.recipients(policy, executor);
    if (!recipients.insured && type !== "renewal") {
      const said = message("transaction.noMailingAddress", { policyNumber: policy.policyNumber });
      throw new HttpError(422, said, [{ field: "type", message: said }]);
    }
    return recipients;
  }

  async function price(
    policy: TransactedPolicy,
    request: TransactionRequest,
    language: Language,
    executor: Db = db,
    requestedOn?: string,
    issuing = false,
  ) {
    const history = await repository.history(policy.id, executor);
    const priced = priceTransaction({
      policy,
      history,
      request,
      today: today(),
      requestedOn,
      issuing,
      rules: company.policyRules,
      formatDate: formatsFor(language).date,
      rater: ratesAHome(policy, history, request) ? await rating.rater(executor) : undefined,
      facts: await factsFor(policy.id, request, executor),
    });
    return { priced, history };
  }

  /**
   * Issues a quoted transaction on the locked policy: refused as stale when
   * anything was issued since it was priced, or when pricing it again today
   * gives another answer (a notice period that has run out).
   */
  async function issueQuoted(
    quoted: PolicyTransactionRow,
    prepared: PreparedDocument,
    actor: Actor,
    tx: Db,
  ): Promise<string | null> {
    const policy = await repository.lockPolicy(quoted.policyId, tx);
    if (!policy) throw policyNotFound();
    const current = await repository.find(quoted.policyId, quoted.id, tx);
    if (!current) throw transactionNotFound();
    if (current.status !== "quoted") throw notQuoted(current);
    const { priced, history } = await price(
      policy,
      requestOf(current),
      actor.language,
      tx,
      requestedOnOf(current),
      true,
    );
    if (priced.basedOn !== current.basedOn || priced.premiumChangeCents !== current.premiumChangeCents) {
      throw conflict("transaction.stale");
    }
    const opensTerm = priced.type === "newBusiness" || priced.type === "renewal";
    const termId = opensTerm
      ? await repository.insertTerm(
          policy.id,
          { number: (history.term?.number ?? 0) + 1, start: priced.termStart, end: priced.termEnd },
          tx,
        )
      : history.termId;
    // New business makes the policy active at once, whatever its first day; other changes wait for theirs.
    const applied = priced.type === "newBusiness" || priced.effectiveDate <= today();
    const documentId = await documents.record(prepared, userIdOf(actor), tx);
    if (!(await repository.markIssued(current, { termId, issuedBy: userIdOf(actor), applied, documentId }, tx))) {
      throw notQuoted({ status: "issued" });
    }
    if (opensTerm) {
      const previous = history.termId
        ? (await billing.terms(policy.id, tx)).find((term) => term.termId === history.termId)
        : undefined;
      await billing.chooseTermPlan(termId!, priced.changes.paymentPlan, previous, tx);
    }
    if (priced.premiumChangeCents !== 0) {
      await ledger.post(
        {
          policyId: policy.id,
          kind: priced.premiumChangeCents > 0 ? "charge" : "refund",
          amountCents: priced.premiumChangeCents,
          postedOn: today(),
          transactionId: current.id,
        },
        tx,
      );
      // The charge or refund spreads over the invoices; a refund leaves credit to pay back.
      await billing.rebill(policy.id, tx, { transactionId: current.id });
    }
    if (applied) {
      // Earlier changes whose day has come but that no round has applied yet go first, in order:
      // applied after this one, they would put back what it changed.
      await applyDueChanges(1_000, tx, policy.id);
      await policies.applyTransaction(policy.id, policyPatchFor(priced), tx);
    }
    await documents.send(prepared, await noticeRecipients(policy, priced.type, tx), tx);
    return current.id;
  }

  /**
   * Applies to the policy rows, in order, issued changes whose day has come
   * and that no row shows yet (of one policy, when given); answers how many.
   */
  async function applyDueChanges(limit: number, tx: Db, policyId?: string): Promise<number> {
    const due = await repository.dueToApply(today(), limit, tx, policyId);
    for (const row of due) {
      await policies.applyTransaction(row.policyId, policyPatchFor(pricedOf(row)), tx);
      await repository.markApplied(row.id, tx);
    }
    return due.length;
  }

  async function quoteRow(policy: TransactedPolicy, request: TransactionRequest, actor: Actor, executor: Db = db) {
    refuseWithoutAuthority(request, actor);
    const { priced } = await price(policy, request, actor.language, executor);
    // After the transaction's own rules: a notice that could not be given anyway says why first.
    await noticeRecipients(policy, request.type, executor);
    const id = await repository.insertQuote(policy.id, priced, request, today(), userIdOf(actor), executor);
    return (await repository.find(policy.id, id, executor))!;
  }

  /** Writes the document first (checked, not locked), then issues; the file goes again if issuing fails. */
  async function issueAudited(policy: TransactedPolicy, quoted: PolicyTransactionRow, actor: Actor) {
    if (quoted.status !== "quoted") throw notQuoted(quoted);
    refuseWithoutAuthority(requestOf(quoted), actor);
    const { priced, history } = await price(policy, requestOf(quoted), actor.language, db, requestedOnOf(quoted), true);
    const prepared = await documents.prepare(policy, quoted, priced, history.issued.at(-1)?.snapshot ?? null);
    try {
      return await auditedWrite(db, {
        actor: actor.userId,
        action: `policyTransaction.issue.${quoted.type}`,
        entityType: "policyTransaction",
        requestId: actor.requestId,
        before: quoted,
        apply: (tx) => issueQuoted(quoted, prepared, actor, tx),
        read: (id, tx) => repository.find(quoted.policyId, id, tx),
      });
    } catch (error) {
      await documents.discard(prepared);
      throw error;
    }
  }

  const service = {
    /** Every transaction of a policy the caller may see, newest first. */
    async list(policyId: string, actor: Actor): Promise<PolicyTransaction[]> {
      const policy = await openPolicy(policyId, actor);
      return (await repository.list(policy.id, { issuedOnly: false })).map((row) => answer(row, actor.language));
    },

    /** The issued transactions, for the member's pages (the member service checks the policy is theirs). */
    async issuedFor(policyId: string, language: Language): Promise<PolicyTransaction[]> {
      return (await repository.list(policyId, { issuedOnly: true })).map((row) => answer(row, language));
    },

    /** Prices and checks a transaction and stores it as quoted. */
    async quote(policyId: string, request: TransactionRequest, actor: Actor): Promise<PolicyTransaction> {
      const policy = await openPolicy(policyId, actor);
      const row = await auditedWrite(db, {
        actor: actor.userId,
        action: `policyTransaction.quote.${request.type}`,
        entityType: "policyTransaction",
        requestId: actor.requestId,
        before: null,
        apply: async (tx) => (await quoteRow(policy, request, actor, tx)).id,
        read: (id, tx) => repository.find(policy.id, id, tx),
      });
      return answer(row!, actor.language);
    },

    async issue(policyId: string, transactionId: string, actor: Actor): Promise<PolicyTransaction> {
      const policy = await openPolicy(policyId, actor);
      const quoted = await repository.find(policy.id, transactionId);
      if (!quoted) throw transactionNotFound();
      const issued = await issueAudited(policy, quoted, actor);
      mail.nudge();
      return answer(issued!, actor.language);
    },

    /**
     * Quotes and issues at once: new business for a policy created or saved
     * as active, and the renewal job's offers.
     */
    async issueNow(policyId: string, request: TransactionRequest, actor: Actor): Promise<PolicyTransaction> {
      const policy = await repository.findPolicy(policyId, { kind: "all" });
      if (!policy) throw policyNotFound();
      const quoted = await quoteRow(policy, request, actor);
      try {
        const issued = await issueAudited(policy, quoted, actor);
        mail.nudge();
        return answer(issued!, actor.language);
      } catch (error) {
        // Refused at issue (another instance was first): the quote made for it goes with it.
        await repository.markWithdrawn(quoted.id);
        throw error;
      }
    },

    async withdraw(policyId: string, transactionId: string, actor: Actor): Promise<PolicyTransaction> {
      const policy = await openPolicy(policyId, actor);
      const quoted = await repository.find(policy.id, transactionId);
      if (!quoted) throw transactionNotFound();
      const withdrawn = await auditedWrite(db, {
        actor: actor.userId,
        action: "policyTransaction.withdraw",
        entityType: "policyTransaction",
        requestId: actor.requestId,
        before: quoted,
        async apply(tx) {
          if (!(await repository.markWithdrawn(quoted.id, tx))) throw notQuoted(quoted);
          return quoted.id;
        },
        read: (id, tx) => repository.find(policy.id, id, tx),
      });
      return answer(withdrawn!, actor.language);
    },

    async ledger(policyId: string, actor: Actor): Promise<PolicyLedger> {
      const policy = await openPolicy(policyId, actor);
      return toLedger(await ledger.entries(policy.id), actor.language);
    },

    /** The policy as it stood, or will stand, on a day (today when none is given): its issued transactions in effect by then. */
    async asOf(policyId: string, date: string | undefined, actor: Actor): Promise<PolicyAsOf> {
      const policy = await openPolicy(policyId, actor);
      return policyAsOf((await repository.history(policy.id)).issued, date ?? today());
    },

    /**
     * The policy on a day with the home it insured then, for the claims team's coverage check (which may see
     * every policy: no access check here).
     */
    async policyOn(policyId: string, date: string) {
      const { issued } = await repository.history(policyId);
      const asOf = policyAsOf(issued, date);
      // Before the policy began no terms were in effect: its first terms are the ones a claim is checked
      // and, if staff override the check, paid on.
      const terms = issued.find((transaction) => transaction.id === asOf.transactionId) ?? issued[0];
      const home = terms?.snapshot.home ?? null;
      return { ...asOf, home };
    },

    /**
     * The daily round: applies to each policy row the issued transactions
     * whose day has come (in order), then expires policies whose last term
     * has ended. Safe with several instances: rows are taken with SKIP LOCKED.
     */
    async applyDue(batch = 500): Promise<{ applied: number; expired: number }> {
      let applied = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          return applyDueChanges(batch, tx);
        });
        applied += done;
        if (done < batch) break;
      }
      const expired = (await policies.expireEnded(today())).length;
      return { applied, expired };
    },

    /** What the insured owes on a policy, in cents (the payment page asks for it). */
    balanceCents: ledger.balanceCents,

    /** The renewal round: every term ending within the offer window gets its renewal (policy-rounds.ts). */
    offerRenewals: (options: { batch?: number; concurrency?: number } = {}): Promise<RenewalRound> =>
      offerRenewals(service, repository, { rules: company.policyRules, today: today(), ...options }),
  };
  return service;
}

/** A stored transaction as the policy patch reads it. */
function pricedOf(row: PolicyTransactionRow): Pick<PricedTransaction, "type" | "changes" | "snapshot"> {
  return { type: row.type as PricedTransaction["type"], changes: row.changes, snapshot: row.snapshot };
}

export type PolicyTransactionService = ReturnType<typeof createPolicyTransactionService>;
