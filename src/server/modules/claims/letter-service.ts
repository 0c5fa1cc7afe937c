import { createHash, randomUUID } from "node:crypto";
import type { ClaimDecision, ClaimLetterKind } from "../../../shared/claim-file";
import type { Company } from "../../../shared/company";
import type { Db } from "../../db/client";
import type { ClaimLetterRow, ClaimRow } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { storedLanguage } from "../../texts/catalog";
import type { DocumentService } from "../documents/service";
import type { Mailer } from "../mail/mailer";
import { decisionDueOn } from "./clocks";
import type { ClaimFileRepository } from "./file-repository";
import { paymentAnswer } from "./payment-answer";
import type { DeductibleKind } from "./deductible";
import { letterMail } from "./letter-mail";
import { claimLetterPdf, claimLetterTitle, type ClaimLetterContent } from "./letter-pdf";
import type { ClaimLetterRepository } from "./letter-repository";
import type { ClaimRepository } from "./repository";

export interface ClaimLetterServiceDeps {
  db: Db;
  repository: ClaimLetterRepository;
  files: Pick<ClaimFileRepository, "payments" | "ledgerTotal">;
  claims: Pick<ClaimRepository, "statusMailRecipients">;
  documents: Pick<DocumentService, "record">;
  storage: FileStorage;
  mail: Pick<Mailer, "queueAll" | "nudge">;
  company: Company;
  publicUrl: string;
  today: () => string;
}

/** How many owed letters one round writes before it looks again. */
const batch = 20;

/**
 * The letters a claim owes its insured (decision 0047). The action that owes
 * one writes a row in its own transaction (`owe`); `sendOwed` writes each PDF
 * into the policy's documents, where the insured sees it in the member area,
 * e-mails whoever follows the claim, and puts it on the claim's timeline. A
 * letter that fails is tried again by a later round; none is lost.
 */
export function createClaimLetterService({
  db,
  repository,
  files,
  claims,
  documents,
  storage,
  mail,
  company,
  publicUrl,
  today,
}: ClaimLetterServiceDeps) {
  /** The letter's content as owed: what its row kept, and what it reads from the file. */
  async function contentOf(letter: ClaimLetterRow, claim: ClaimRow): Promise<ClaimLetterContent> {
    const detail = letter.detail;
    switch (letter.kind as ClaimLetterKind) {
      case "acknowledgement":
        return { kind: "acknowledgement", decisionDueOn: decisionDueOn(claim, company.claimRules) } as const;
      case "decision":
        return {
          kind: "decision",
          decision: detail.decision as ClaimDecision,
          reason: String(detail.reason ?? ""),
          provision: String(detail.provision ?? ""),
        } as const;
      case "payment": {
        const row = (await files.payments(claim.id)).find((payment) => payment.id === detail.paymentId);
        if (!row) throw new Error(`claim letter ${letter.id}: payment ${String(detail.paymentId)} not found`);
        return {
          kind: "payment",
          payment: paymentAnswer(row),
          deductibleKind: row.deductibleKind as DeductibleKind,
        } as const;
      }
      case "closing":
        return {
          kind: "closing",
          closedOn: String(detail.closedOn),
          paidCents: await files.ledgerTotal(claim.id),
        } as const;
    }
  }

  async function send(letter: ClaimLetterRow) {
    const facts = await repository.facts(letter.claimId);
    if (!facts) return; // The claim was deleted: its letters went with it.
    const { claim } = facts;
    const language = storedLanguage(facts.insured?.language ?? claim.language);
    const content = await contentOf(letter, claim);
    const sentOn = today();
    const pdf = await claimLetterPdf(
      {
        claimNumber: claim.claimNumber,
        policyNumber: claim.policyNumber,
        dateOfLoss: claim.dateOfLoss,
        receivedOn: claim.receivedOn,
        insuredName: facts.insured?.name ?? `${claim.memberFirstName} ${claim.memberLastName}`,
        adjuster: facts.adjuster?.name ? facts.adjuster : null,
        sentOn,
      },
      content,
      company,
      language,
    );
    const storageKey = `documents/${randomUUID()}`;
    await storage.put(storageKey, pdf);
    try {
      await db.transaction(async (tx) => {
        const documentId = await documents.record(
          {
            name: `${claimLetterTitle(content, claim.claimNumber, language)}.pdf`,
            type: "PDF",
            status: "Completed",
            priority: "Medium",
            category: "Claim",
            size: pdf.length,
            contentType: "application/pdf",
            contentHash: createHash("sha256").update(pdf).digest("hex"),
            storageKey,
            rejectionReason: null,
            visibleToInsured: true,
            portalId: null,
            policyId: claim.policyId,
            ownerId: null,
            modifiedBy: null,
          },
          tx,
        );
        await repository.markSent(letter, documentId, sentOn, tx);
        const recipients = await claims.statusMailRecipients(claim, tx);
        await mail.queueAll(
          recipients.map((recipient) => letterMail(claim, content, recipient, company, publicUrl)),
          tx,
        );
      });
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async function pass(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const owed = await repository.takeOwed(batch);
      for (const letter of owed) {
        try {
          await send(letter);
          sent += 1;
        } catch (error) {
          failed += 1;
          await repository.markFailed(letter.id, error instanceof Error ? error.message : String(error));
        }
      }
      if (owed.length < batch) break;
    }
    if (sent > 0) mail.nudge();
    return { sent, failed };
  }

  let running: Promise<unknown> = Promise.resolve();
  function sendOwed() {
    const next = running.then(pass);
    running = next.catch(() => undefined);
    return next;
  }

  return {
    /** A letter the claim now owes, in the caller's transaction. */
    owe: repository.owe,

    /**
     * Writes and sends the letters owed, a batch at a time; answers how many went out. One pass at a time
     * here (a pass asked for meanwhile runs after it); other instances skip the letters this one holds.
     */
    sendOwed,

    /** Asks for a pass soon, without waiting for it: after an action that owed a letter, and on a timer. */
    nudge: () => void sendOwed().catch(() => undefined),

    /** Resolves once the pass in flight (and any asked for meanwhile) has finished: a server closing waits for it. */
    idle: () => running,

    /** A claim's letters, sent or owed, oldest first. */
    ofClaim: (claimId: string) => repository.ofClaim(claimId),
  };
}

export type ClaimLetterService = ReturnType<typeof createClaimLetterService>;
