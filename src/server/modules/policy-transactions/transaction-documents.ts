import { createHash, randomUUID } from "node:crypto";
import type { Company } from "../../../shared/company";
import type { Db } from "../../db/client";
import type { DocumentService } from "../documents/service";
import type { PolicySnapshot, PolicyTransactionRow } from "../../db/schema";
import type { MailedNotice } from "../../../shared/mailing";
import type { Mailer } from "../mail/mailer";
import type { MailingService } from "../mailings/service";
import type { PolicyInterestService } from "../policy-interests/service";
import type { FileStorage } from "../../storage/file-storage";
import { textsFor } from "../../texts/catalog";
import type { PricedTransaction } from "./price-transaction";
import type { PolicyTransactionRepository, TransactedPolicy } from "./repository";
import { ruleOf } from "./transaction-answers";
import { insuredMailKind, transactionMails } from "./transaction-mails";
import type { TransactionNotice } from "./transaction-notice";
import { transactionPdf } from "./transaction-pdf";

/** Who a notice is mailed to, as the policy's interests answer it. */
type NoticeRecipients = Awaited<ReturnType<PolicyInterestService["recipients"]>>;

/** A transaction's document, written and stored before the transaction that issues it commits. */
export interface PreparedDocument {
  notice: TransactionNotice;
  storageKey: string;
  name: string;
  size: number;
  contentHash: string;
}

/**
 * Each changed field as it stood before: the priced ones from the latest
 * issued transaction (the policy row waits for a change dated later), the
 * others from the row.
 */
const changedFrom = (policy: TransactedPolicy, row: PolicyTransactionRow, before: PolicySnapshot | null) => {
  const current = { ...policy, ...before };
  return Object.fromEntries(Object.keys(row.changes).map((field) => [field, current[field as keyof typeof current]]));
};

/**
 * What issuing a transaction produces besides its rows: the PDF in the
 * insured's language, stored and attached to the policy (visible to the
 * insured), the e-mails to the insured and the agent, and a notice's letters
 * for the day's mailing batch. The file is
 * written first (a PDF takes tens of milliseconds, and the database storage
 * must not be called inside the issuing transaction); if issuing fails it
 * is removed.
 */
export function createTransactionDocuments({
  transactions,
  documents,
  storage,
  company,
  mail,
  mailings,
  today,
}: {
  transactions: Pick<PolicyTransactionRepository, "readers">;
  documents: Pick<DocumentService, "record">;
  storage: FileStorage;
  company: Company;
  mail: Pick<Mailer, "queueAll">;
  mailings: Pick<MailingService, "record">;
  today: () => string;
}) {
  return {
    async prepare(
      policy: TransactedPolicy,
      row: PolicyTransactionRow,
      priced: PricedTransaction,
      /** The priced fields after the latest issued transaction; null for new business. */
      before: PolicySnapshot | null,
    ): Promise<PreparedDocument> {
      const readers = await transactions.readers(policy.id);
      const notice: TransactionNotice = {
        transaction: {
          ...priced,
          id: row.id,
          policyId: policy.id,
          changedFrom: changedFrom(policy, row, before),
          note: row.note,
          rule: ruleOf(row),
          issuedAt: new Date(),
        },
        policy: { ...policy, premium: priced.snapshot.premium, coverage: priced.snapshot.coverage },
        ...readers,
      };
      const language = readers.insured?.language ?? "en";
      const content = await transactionPdf(notice, company, language);
      const storageKey = `documents/${randomUUID()}`;
      await storage.put(storageKey, content);
      const kind = textsFor(language).transactionDocuments.heading[priced.type];
      return {
        notice,
        storageKey,
        name: `${kind} ${policy.policyNumber} ${priced.effectiveDate}.pdf`,
        size: content.length,
        contentHash: createHash("sha256").update(content).digest("hex"),
      };
    },

    /** The document row, on the policy and shared with the insured, in the issuing transaction. */
    record: (prepared: PreparedDocument, actorId: string | null, tx: Db) =>
      documents.record(
        {
          name: prepared.name,
          type: "PDF",
          status: "Completed",
          priority: "Medium",
          category: prepared.notice.transaction.type === "endorsement" ? "Endorsement" : "Policy",
          size: prepared.size,
          contentType: "application/pdf",
          contentHash: prepared.contentHash,
          storageKey: prepared.storageKey,
          rejectionReason: null,
          visibleToInsured: true,
          portalId: null,
          policyId: prepared.notice.policy.id,
          ownerId: actorId,
          modifiedBy: actorId,
        },
        tx,
      ),

    /**
     * The e-mails to the insured and the agent and, for a notice that starts a legal period, its letters in the
     * day's mailing batch (decision 0049), with the insured's e-mail beside their letter; in the issuing transaction.
     */
    async send(prepared: PreparedDocument, recipients: NoticeRecipients | null, tx: Db) {
      const mails = transactionMails(prepared.notice, company);
      const ids = await mail.queueAll(mails, tx);
      const { transaction, policy, insured } = prepared.notice;
      if (!recipients) return;
      const insuredMail = mails.findIndex((queued) => queued.kind === insuredMailKind);
      await mailings.record(
        {
          policyId: policy.id,
          policyNumber: policy.policyNumber,
          transactionId: transaction.id,
          notice: transaction.type as MailedNotice,
          storageKey: prepared.storageKey,
          insuredLanguage: insured?.language ?? "en",
          recipients: [...(recipients.insured ? [recipients.insured] : []), ...recipients.interests],
          emailId: insuredMail === -1 ? null : (ids[insuredMail] ?? null),
        },
        today(),
        tx,
      );
    },

    discard: (prepared: PreparedDocument) => storage.delete(prepared.storageKey).catch(() => undefined),
  };
}
