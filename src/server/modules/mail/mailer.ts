import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import type { AppConfig } from "../../env";
import { currentRequestId } from "../../request-context";
import type { NewMail, OutboxRepository } from "./outbox-repository";

export type { NewMail };
import { createOutboxSender, type OutboxSender } from "./outbox-sender";

export interface Mailer {
  /**
   * Writes a message to the outbox, in the caller's transaction when one is
   * given; call `nudge()` once that transaction has committed.
   */
  queue(mail: NewMail, executor?: Db): Promise<number>;
  /** Several messages written as `queue` writes one, in one statement. */
  queueAll(mails: NewMail[], executor?: Db): Promise<number[]>;
  /** Writes a message that belongs to no other record, and asks for delivery now. */
  send(mail: NewMail): Promise<void>;
  /** Asks the sender for a delivery round (no-op without SMTP). */
  nudge(): void;
  /** Delivers what is due now; answers how many were sent (0 without SMTP). */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Every e-mail goes through the outbox (decision 0008). With SMTP_URL a
 * sender delivers it; without, it waits in the outbox, readable by staff on
 * the Mail screen (GET /api/mail/outbox), and is sent once SMTP is configured.
 */
export function createMailer(
  config: Pick<AppConfig, "smtpUrl" | "mailFrom"> & Partial<Pick<AppConfig, "mailMaxAttempts">>,
  repository: OutboxRepository,
  log: FastifyBaseLogger,
  { pollMs }: { pollMs?: number } = {},
): Mailer {
  const sender: OutboxSender | null = config.smtpUrl
    ? createOutboxSender(repository, {
        transport: nodemailer.createTransport(config.smtpUrl),
        from: config.mailFrom,
        log,
        ...(pollMs ? { pollMs } : {}),
        ...(config.mailMaxAttempts ? { maxAttempts: config.mailMaxAttempts } : {}),
      })
    : null;
  if (!sender) log.info("SMTP_URL is not set: e-mails wait in the outbox");

  // Stamped with the request that wrote it, so delivering it later logs under the same reqId.
  const stamped = (mail: NewMail) => ({ ...mail, requestId: currentRequestId() });

  return {
    queue: async (mail, executor) => (await repository.enqueue([stamped(mail)], executor))[0]!,
    queueAll: (mails, executor) => repository.enqueue(mails.map(stamped), executor),
    async send(mail) {
      await repository.enqueue([stamped(mail)]);
      sender?.nudge();
    },
    nudge: () => sender?.nudge(),
    deliverDue: () => sender?.deliverDue() ?? Promise.resolve(0),
    close: () => sender?.stop() ?? Promise.resolve(),
  };
}
