import type {
  ClaimFile,
  ClaimFileEventRequest,
  ClaimPayment,
  ClaimPaymentRequest,
  ReserveChange,
  ReserveLine,
} from "../../../shared/claim-file";
import { reserveLines } from "../../../shared/claim-file";
import { todayInFlorida } from "../../../shared/calendar-date";
import type { ClaimStatus } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import { formatCents } from "../../../shared/format";
import { message } from "../../../shared/messages/message";
import { renderMessage } from "../../../shared/messages/render";
import { can } from "../../../shared/permissions";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { ClaimRow } from "../../db/schema";
import { conflict, HttpError, invalidField, notFound } from "../../http-errors";
import { recordAudit } from "../audit/audited-write";
import type { UserService } from "../users/service";
import { checkCoverage, findingMessage, type PolicyOnDay } from "./claim-coverage";
import { mayWork } from "./claim-scope";
import { claimDeadlines, decisionDueOn, decisionMetOn, decisionNoticeOn, lateInterestCents } from "./clocks";
import {
  applyDeductible,
  claimDeductibleCents,
  lossYear,
  type DeductibleKind,
  type PolicyDeductibles,
} from "./deductible";
import type { ClaimFileRepository } from "./file-repository";
import type { ClaimLetterService } from "./letter-service";
import { paymentAnswer } from "./payment-answer";
import { recordOf } from "./file-answer";

export interface ClaimFileServiceDeps {
  db: Db;
  repository: ClaimFileRepository;
  company: Company;
  today: () => string;
  /** An adjuster's own payment authority, when set. */
  users: Pick<UserService, "find">;
  /** The policy-transactions service's policy on a day, without an access check (the claims team sees every policy). */
  policyOn: (policyId: string, date: string) => Promise<PolicyOnDay>;
  /** Each payment issued owes the insured a letter with its deductible arithmetic. */
  letters: Pick<ClaimLetterService, "owe" | "nudge" | "ofClaim">;
}

type Loaded = NonNullable<Awaited<ReturnType<ClaimFileRepository["claim"]>>>;
type PaymentRow = Awaited<ReturnType<ClaimFileRepository["payments"]>>[number];

const money = (cents: number, actor: Actor) => formatCents(cents, actor.language);
/** An audit row for a change to a claim file, in the transaction that makes the change. */
export const auditClaim = (
  claimId: string,
  action: string,
  change: { before: unknown; after: unknown },
  actor: Actor,
  tx: Db,
) =>
  recordAudit(
    {
      actor: actor.userId,
      action,
      entityType: "claim",
      entityId: claimId,
      before: change.before,
      after: change.after,
      requestId: actor.requestId,
    },
    tx,
  );

/** The claim ledger's entry for a payment issued (1) or taken back by a void (-1). */
const ledgerEntry = (row: PaymentRow, sign: 1 | -1) => ({
  claimId: row.claimId,
  paymentId: row.id,
  coverage: row.coverage as ReserveLine,
  amountCents: sign * (row.netCents + row.interestCents),
});
/** What counts against a reserve and as paid: the net paid and its interest, unless voided. */
const paidOf = (payment: PaymentRow) => (payment.status === "voided" ? 0 : payment.netCents + payment.interestCents);
/** What is paid against one reserve line. */
const paidOn = (payments: PaymentRow[], line: string) =>
  payments.filter((payment) => payment.coverage === line).reduce((sum, payment) => sum + paidOf(payment), 0);

/**
 * The claim file (decision 0047): the coverage check against the policy as of
 * the date of loss, reserves per coverage, payments net of the deductible the
 * system applies, the claim ledger and the statutory clocks.
 */
export function createClaimFileService({
  db,
  repository,
  company,
  today,
  users,
  policyOn,
  letters,
}: ClaimFileServiceDeps) {
  const rules = company.claimRules;

  /** A payment above an adjuster's authority (theirs, else the company's) waits for a claims manager. */
  async function needsApproval(grossCents: number, actor: Actor) {
    if (can(actor.role, "claims.manage")) return false;
    const own = (await users.find(actor.userId))?.paymentAuthorityCents;
    return grossCents > (own ?? rules.adjusterPaymentAuthorityCents);
  }

  /** The claim with its adjuster and catastrophe, if the actor works it (else not found). */
  async function load(id: string, actor: Actor, executor: Db = db): Promise<Loaded> {
    const loaded = await repository.claim(id, executor);
    mayWork(loaded?.claim ?? null, actor);
    return loaded!;
  }

  const deductibleKindOf = ({ catastrophe }: Loaded): DeductibleKind =>
    catastrophe?.peril === "hurricane" ? "hurricane" : "allOtherPerils";

  async function coverageOf(claim: ClaimRow) {
    const policy = claim.policyId ? await policyOn(claim.policyId, claim.dateOfLoss) : null;
    return checkCoverage(claim, policy, rules);
  }

  /** The claim's deductible as things stand: the kind, the amount it takes, what its payments applied. */
  async function deductibleOf(
    loaded: Loaded,
    deductibles: PolicyDeductibles,
    payments: PaymentRow[],
    executor: Db = db,
  ) {
    const kind = deductibleKindOf(loaded);
    const others =
      kind === "hurricane" && loaded.accountId
        ? await repository.hurricaneAppliedOnOthers(
            loaded.accountId,
            lossYear(loaded.claim.dateOfLoss),
            loaded.claim.id,
            executor,
          )
        : 0;
    const amountCents = claimDeductibleCents(kind, deductibles, others);
    const appliedCents = payments
      .filter((payment) => payment.status !== "voided")
      .reduce((sum, payment) => sum + payment.deductibleCents, 0);
    return { kind, amountCents, appliedCents, remainingCents: Math.max(0, amountCents - appliedCents) };
  }

  /** The decision, or the first payment when it came first; since the latest reopening, which starts the clock again. */
  function decidedOn(claim: ClaimRow, payments: PaymentRow[]) {
    const since = claim.reopenedOn ?? claim.receivedOn;
    const firstPaid = payments.find(
      (payment) => payment.status === "issued" && todayInFlorida(payment.createdAt) >= since,
    )?.createdAt;
    return decisionMetOn(claim.decidedOn, firstPaid ? todayInFlorida(firstPaid) : null);
  }

  async function answer(loaded: Loaded, actor: Actor): Promise<ClaimFile> {
    const { claim, catastrophe } = loaded;
    const [coverage, reserves, payments, sentLetters, events, photos] = await Promise.all([
      coverageOf(claim),
      repository.reserves(claim.id),
      repository.payments(claim.id),
      letters.ofClaim(claim.id),
      repository.events(claim.id),
      repository.photos(claim.id),
    ]);
    const reserveLinesUsed = reserveLines.filter(
      (line) => reserves.some((reserve) => reserve.coverage === line) || paidOn(payments, line) > 0,
    );
    const reserveAnswers = reserveLinesUsed.map((line) => ({
      coverage: line,
      amountCents: reserves.find((reserve) => reserve.coverage === line)?.amountCents ?? 0,
      paidCents: paidOn(payments, line),
    }));
    const finding = coverage.finding;
    return {
      id: claim.id,
      claimNumber: claim.claimNumber,
      status: claim.status as ClaimStatus,
      policyId: claim.policyId,
      policyNumber: claim.policyNumber,
      dateOfLoss: claim.dateOfLoss,
      receivedOn: claim.receivedOn,
      catastropheId: claim.catastropheId,
      coverage: {
        inForce: finding === null,
        reason: finding,
        reasonText: finding ? renderMessage(findingMessage(finding, claim, rules), actor.language) : null,
        overrideReason: claim.coverageOverrideReason,
        limitsCents: coverage.limitsCents,
        allOtherPerilsDeductibleCents: coverage.deductibles.allOtherPerilsCents,
        hurricaneDeductibleCents: coverage.deductibles.hurricaneCents,
      },
      adjuster: claim.adjusterId && loaded.adjusterName ? { id: claim.adjusterId, name: loaded.adjusterName } : null,
      reserves: reserveAnswers,
      // Incurred = paid + outstanding, where what is outstanding is what is left of each reserve.
      incurredCents: reserveAnswers.reduce((sum, line) => sum + Math.max(line.amountCents, line.paidCents), 0),
      payments: payments.map(paymentAnswer),
      deductible: await deductibleOf(loaded, coverage.deductibles, payments),
      deadlines: claimDeadlines(
        {
          ...claim,
          stateOfEmergency: catastrophe?.stateOfEmergency ?? false,
          decidedOn: decidedOn(claim, payments),
        },
        rules,
        today(),
      ),
      ...recordOf(claim, { letters: sentLetters, events, photos }),
    };
  }

  return {
    open: async (id: string, actor: Actor) => answer(await load(id, actor), actor),

    /** Sets a coverage's reserve, with its reason; never below what is already paid on it. Audited. */
    async setReserve(id: string, change: ReserveChange, actor: Actor): Promise<ClaimFile> {
      await db.transaction(async (tx) => {
        const { claim } = await load(id, actor, tx);
        await repository.lockClaim(claim.id, tx);
        const payments = await repository.payments(claim.id, tx);
        const reserves = await repository.reserves(claim.id, tx);
        const paid = paidOn(payments, change.coverage);
        if (change.amountCents < paid) {
          throw invalidField(
            "amountCents",
            message("claimFile.reserveBelowPaid", { coverage: change.coverage, paid: money(paid, actor) }),
          );
        }
        const fromCents = reserves.find((reserve) => reserve.coverage === change.coverage)?.amountCents ?? 0;
        await repository.setReserve(
          {
            claimId: claim.id,
            coverage: change.coverage,
            fromCents,
            toCents: change.amountCents,
            reason: change.reason,
          },
          actor.userId,
          tx,
        );
        await auditClaim(
          claim.id,
          "claim.reserve",
          {
            before: { coverage: change.coverage, amountCents: fromCents },
            after: { coverage: change.coverage, amountCents: change.amountCents, reason: change.reason },
          },
          actor,
          tx,
        );
      });
      return answer(await load(id, actor), actor);
    },

    /**
     * Pays on a claim: the deductible is worked out under the insured's
     * deductible-year lock (two payments at once never apply one deductible
     * twice), the net never exceeds what is left of the coverage's reserve,
     * late payments carry statutory interest, and the claim ledger takes it.
     */
    async pay(id: string, request: ClaimPaymentRequest, actor: Actor): Promise<ClaimPayment> {
      // The policy on the date of loss does not change with this payment: checked before the transaction.
      const coverage = await coverageOf((await load(id, actor)).claim);
      const status = (await needsApproval(request.grossCents, actor)) ? "pendingApproval" : "issued";
      const payment = await db.transaction(async (tx) => {
        const loaded = await load(id, actor, tx);
        const { claim } = loaded;
        if (claim.closedOn) throw conflict(message("claimFile.closed", { claimNumber: claim.claimNumber }));
        if (coverage.finding && !claim.coverageOverrideReason) {
          throw new HttpError(
            422,
            message("claimFile.notInForce", { finding: findingMessage(coverage.finding, claim, rules) }),
          );
        }
        await repository.lockDeductibleYear(loaded.accountId ?? `claim:${claim.id}`, lossYear(claim.dateOfLoss), tx);
        await repository.lockClaim(claim.id, tx);
        const payments = await repository.payments(claim.id, tx);
        const deductible = await deductibleOf(loaded, coverage.deductibles, payments, tx);
        const line = request.coverage === "expense" ? "expense" : "loss";
        const applied = applyDeductible(request.grossCents, deductible.amountCents, deductible.appliedCents, line);

        const reserve = (await repository.reserves(claim.id, tx)).find((each) => each.coverage === request.coverage);
        const paid = paidOn(payments, request.coverage);

        // The statute's interest is on what the insured is paid late, not on a fee paid to someone else.
        const interestCents = lateInterestCents(
          line === "loss" ? applied.netCents : 0,
          { noticeOn: decisionNoticeOn(claim), decisionDueOn: decisionDueOn(claim, rules), paidOn: today() },
          rules.lateInterestBasisPoints,
        );
        const left = (reserve?.amountCents ?? 0) - paid;
        if (applied.netCents + interestCents > left) {
          throw conflict(
            message("claimFile.reserveExceeded", { coverage: request.coverage, left: money(Math.max(0, left), actor) }),
          );
        }
        const row = await repository.insertPayment(
          {
            claimId: claim.id,
            coverage: request.coverage,
            grossCents: applied.grossCents,
            deductibleKind: deductible.kind,
            deductibleCents: applied.deductibleCents,
            deductibleLeftCents: applied.remainingCents,
            netCents: applied.netCents,
            interestCents,
            payee: request.payee,
            method: request.method,
            status,
            createdBy: actor.userId,
          },
          tx,
        );
        // A payment waiting for approval is not paid yet: the ledger takes it when it is approved.
        if (status === "issued") {
          await repository.post(ledgerEntry(row, 1), tx);
          if (line === "loss") await letters.owe(claim.id, "payment", { paymentId: row.id }, tx);
        }
        await auditClaim(claim.id, "claim.payment", { before: null, after: paymentAnswer(row) }, actor, tx);
        return row;
      });
      letters.nudge();
      return paymentAnswer(payment);
    },

    /** A claims manager approves a payment above an adjuster's authority: it is issued, and the ledger takes it. */
    async approve(id: string, paymentId: string, actor: Actor): Promise<ClaimPayment> {
      const approved = await db.transaction(async (tx) => {
        const { claim } = await load(id, actor, tx);
        await repository.lockClaim(claim.id, tx);
        const payment = (await repository.payments(claim.id, tx)).find((each) => each.id === paymentId);
        if (!payment) throw notFound("claimFile.paymentNotFound");
        const row = await repository.approvePayment(payment.id, actor.userId, tx);
        if (!row) throw conflict("claimFile.notPending");
        await repository.post(ledgerEntry(row, 1), tx);
        // The insured is written to about what they are paid, not about an adjuster's fee.
        if (row.coverage !== "expense") await letters.owe(claim.id, "payment", { paymentId: row.id }, tx);
        await auditClaim(
          claim.id,
          "claim.paymentApprove",
          { before: paymentAnswer(payment), after: paymentAnswer(row) },
          actor,
          tx,
        );
        return row;
      });
      letters.nudge();
      return paymentAnswer(approved);
    },

    /** Voids a payment with its reason: its deductible and amount go back to the claim, the ledger takes it back. */
    async voidPayment(id: string, paymentId: string, reason: string, actor: Actor): Promise<ClaimPayment> {
      const voided = await db.transaction(async (tx) => {
        const loaded = await load(id, actor, tx);
        await repository.lockDeductibleYear(
          loaded.accountId ?? `claim:${loaded.claim.id}`,
          lossYear(loaded.claim.dateOfLoss),
          tx,
        );
        await repository.lockClaim(loaded.claim.id, tx);
        const payment = (await repository.payments(loaded.claim.id, tx)).find((each) => each.id === paymentId);
        if (!payment) throw notFound("claimFile.paymentNotFound");
        if (payment.status === "voided") throw conflict("claimFile.alreadyVoided");
        const row = await repository.voidPayment(payment.id, reason, actor.userId, tx);
        if (payment.status === "issued") {
          await repository.post(ledgerEntry(payment, -1), tx);
        }
        await auditClaim(
          loaded.claim.id,
          "claim.paymentVoid",
          { before: paymentAnswer(payment), after: paymentAnswer(row) },
          actor,
          tx,
        );
        return row;
      });
      return paymentAnswer(voided);
    },

    /** Records proof of loss, the start of the investigation, the inspection or completed repairs, on its day. */
    async recordEvent(id: string, { kind, on }: ClaimFileEventRequest, actor: Actor): Promise<ClaimFile> {
      const { claim } = await load(id, actor);
      if (on < claim.dateOfLoss) {
        throw invalidField("on", message("claimFile.eventBeforeLoss", { dateOfLoss: claim.dateOfLoss }));
      }
      if (on > today()) throw invalidField("on", "claimFile.eventInFuture");
      await db.transaction(async (tx) => {
        await repository.recordEvent(claim.id, kind, on, actor.userId, tx);
        await auditClaim(claim.id, `claim.${kind}`, { before: null, after: { kind, on } }, actor, tx);
      });
      return answer(await load(id, actor), actor);
    },
  };
}

export type ClaimFileService = ReturnType<typeof createClaimFileService>;
