import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it, outside production the
 * message is written to the log so a developer can follow a link; in
 * production only the fact that a message could not be sent is logged (a
 * message may carry a sign-in or reset token). The mail outbox of a later
 * issue replaces this direct sending.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  return {
    async send(message) {
      if (config.nodeEnv === "production") {
        log.warn({ subject: message.subject }, "SMTP_URL is not set: e-mail not sent");
      } else {
        log.info({ mail: message }, "SMTP_URL is not set: e-mail written to the log instead");
      }
    },
  };
}
