import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { Mailing, MailingDay, MailedNotice } from "../../../shared/mailing";
import { postalAddressOf, type NoticeRecipient } from "../../../shared/policy-interests";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { MailingRow } from "../../db/schema";
import { conflict, notFound } from "../../http-errors";
import type { FileStorage } from "../../storage/file-storage";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import { auditedWrite } from "../audit/audited-write";
import type { MailOutboxService } from "../mail/service";
import type { PolicyService } from "../policies/service";
import { batchPdf } from "./batch-pdf";
import { certificatePdf } from "./certificate-pdf";
import type { MailingRepository } from "./repository";

/** A notice to mail: the issued transaction's letter and who gets it (the insured first, then each interest). */
export interface NoticeToMail {
  policyId: string;
  policyNumber: string;
  transactionId: string;
  notice: MailedNotice;
  /** The stored letter (the notice's PDF). */
  storageKey: string;
  insuredLanguage: Language;
  recipients: NoticeRecipient[];
  /** The e-mail sent to the insured with it (mail outbox id), if one was. */
  emailId: number | null;
}

const emailOf = (row: MailingRow, deliveries: Awaited<ReturnType<MailOutboxService["deliveries"]>>) => {
  if (row.emailId === null) return { email: "none" as const, emailedAt: null };
  const delivery = deliveries.get(row.emailId);
  if (!delivery) return { email: "none" as const, emailedAt: null };
  return { email: delivery.status === "pending" ? ("waiting" as const) : delivery.status, emailedAt: delivery.sentAt };
};

/**
 * Notices on paper, with proof (decision 0049): each notice that starts a legal period is written into the day's
 * batch when it is issued, one letter per recipient; staff print the batch (address pages and letters in one PDF)
 * and its certificate of mailing, and record the batch as mailed.
 */
export function createMailingService(deps: {
  db: Db;
  repository: MailingRepository;
  storage: Pick<FileStorage, "get">;
  outbox: Pick<MailOutboxService, "deliveries">;
  policies: Pick<PolicyService, "find">;
  company: Company;
  /** Florida's calendar day: a batch is mailed on its own day. */
  today: () => string;
}) {
  const { db, repository, storage, outbox, policies, company, today } = deps;

  async function withDelivery(rows: MailingRow[]): Promise<Mailing[]> {
    const deliveries = await outbox.deliveries(rows.flatMap((row) => (row.emailId === null ? [] : [row.emailId])));
    return rows.map((row) => ({
      id: row.id,
      mailOn: row.mailOn,
      policyId: row.policyId,
      policyNumber: row.policyNumber,
      transactionId: row.transactionId,
      notice: row.notice as Mailing["notice"],
      recipient: row.recipient as Mailing["recipient"],
      name: row.name,
      address: postalAddressOf(row),
      loanNumber: row.loanNumber,
      mailedAt: row.mailedAt?.toISOString() ?? null,
      ...emailOf(row, deliveries),
    }));
  }

  async function lettersOf(on: string) {
    const rows = await repository.day(on);
    if (rows.length === 0) throw notFound("mailing.noneOn");
    return rows;
  }

  const service = {
    /** Writes a notice's letters into the batch of `mailOn`, in the issuing transaction. */
    record: (notice: NoticeToMail, mailOn: string, tx: Db) =>
      repository.insert(
        notice.recipients.map((to, index) => ({
          id: `${notice.transactionId}-${String(index).padStart(2, "0")}`,
          mailOn,
          policyId: notice.policyId,
          policyNumber: notice.policyNumber,
          transactionId: notice.transactionId,
          notice: notice.notice,
          recipient: to.recipient,
          name: to.name,
          ...to.address,
          loanNumber: to.loanNumber,
          language: to.recipient === "insured" ? notice.insuredLanguage : "en",
          storageKey: notice.storageKey,
          emailId: to.recipient === "insured" ? notice.emailId : null,
        })),
        tx,
      ),

    async day(on: string): Promise<MailingDay> {
      const letters = await withDelivery(await repository.day(on));
      return { on, letters, waiting: letters.filter((letter) => letter.mailedAt === null).length };
    },

    /** A policy's letters, newest batch first, for its page (to whoever may see the policy). */
    async forPolicy(policyId: string, actor: Actor): Promise<Mailing[]> {
      const policy = await policies.find(policyId, actor);
      return withDelivery(await repository.forPolicy(policy.id));
    },

    async batch(on: string, language: Language): Promise<Buffer> {
      const title = fill(textsFor(language).mailings.batchTitle, { date: formatsFor(language).date(on) });
      return batchPdf(
        await lettersOf(on),
        async (key) => {
          const content = await storage.get(key);
          if (!content) throw conflict("mailing.letterMissing");
          return content;
        },
        company,
        title,
      );
    },

    certificate: async (on: string, language: Language): Promise<Buffer> =>
      certificatePdf(on, await lettersOf(on), company, language),

    /**
     * Staff record the day's batch as handed to the post office; audited. Only on its own day: each notice in it
     * counts its period from that date, so a batch that missed its day needs new notices, not a later stamp.
     */
    async markMailed(on: string, actor: Actor): Promise<MailingDay> {
      if (on !== today()) throw conflict("mailing.onlyOnItsDay");
      await lettersOf(on);
      await auditedWrite(db, {
        actor: actor.userId,
        action: "mailing.mailed",
        entityType: "mailingBatch",
        requestId: actor.requestId,
        before: null,
        async apply(tx) {
          await repository.markMailed(on, actor.userId, tx);
          return on;
        },
        read: async (day) => ({ on: day }),
      });
      return service.day(on);
    },
  };
  return service;
}

export type MailingService = ReturnType<typeof createMailingService>;
