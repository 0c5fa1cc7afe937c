import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { OutboxRepository } from "./outbox-repository";

export interface OutboxSender {
  /** Asks for a delivery round soon (after a message was written). */
  nudge(): void;
  /** Delivers everything due now; answers how many messages were sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

export interface OutboxSenderOptions {
  transport: Transporter;
  from: string;
  log: FastifyBaseLogger;
  /** How often to look for due messages when nobody nudges. */
  pollMs?: number;
  /** After this many failed attempts a message is marked failed. */
  maxAttempts?: number;
}

/**
 * Whether a failure is the mail server's (down, unreachable, refusing us
 * for now) rather than the message's: nodemailer's connection, socket, DNS,
 * timeout and authentication codes, and SMTP 421 ("service not available").
 */
export function isMailServerUnavailable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    responseCode === 421 ||
    (typeof code === "string" &&
      ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "EAUTH", "ECONNREFUSED", "ECONNRESET"].includes(code))
  );
}

/** Back-off between attempts: 30 s, 1 min, 2 min... at most one hour. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);

/**
 * Delivers the outbox by SMTP: at start, every `pollMs`, and when nudged.
 * A message the server refuses is tried again with back-off; when the server
 * itself is unavailable the round stops and every message waits, uncounted,
 * for the next poll, so an outage of any length loses nothing. One round
 * runs at a time.
 */
export function createOutboxSender(repository: OutboxRepository, options: OutboxSenderOptions): OutboxSender {
  const { transport, from, log, pollMs = 5_000, maxAttempts = 8 } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await repository.takeDue(20);
      if (due.length === 0) return sent;
      for (const [index, message] of due.entries()) {
        // reqId as Fastify names it, so these lines join the log of the request that wrote the message.
        const about = { reqId: message.requestId ?? undefined, mailId: message.id, kind: message.kind };
        const attempt = message.attempts + 1;
        try {
          await transport.sendMail({
            from,
            to: message.toAddress,
            subject: message.subject,
            text: message.textBody,
            ...(message.htmlBody ? { html: message.htmlBody } : {}),
          });
          await repository.markSent(message.id);
          log.info({ ...about, attempt }, "e-mail sent");
          sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (isMailServerUnavailable(error)) {
            const waiting = due.slice(index).map((each) => each.id);
            await repository.postpone(waiting, new Date(Date.now() + pollMs), reason);
            log.warn(
              { ...about, waiting: waiting.length, reason },
              "mail server unavailable: e-mails wait in the outbox",
            );
            return sent;
          }
          const retryAt = attempt >= maxAttempts ? null : new Date(Date.now() + retryDelayMs(attempt));
          await repository.markFailed(message.id, reason, retryAt);
          log.warn({ ...about, attempt, retryAt }, "e-mail delivery failed");
        }
      }
    }
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        log.error({ err: error }, "mail outbox round failed");
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  }

  const timer = setInterval(() => void deliverDue(), pollMs);
  timer.unref();
  void deliverDue();

  return {
    nudge: () => void deliverDue(),
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
