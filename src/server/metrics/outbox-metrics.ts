import type { FastifyBaseLogger } from "fastify";
import { Gauge, type Registry } from "prom-client";
import type { OutboxRepository } from "../modules/mail/outbox-repository";

type Backlog = Awaited<ReturnType<OutboxRepository["backlog"]>>;

/**
 * The mail outbox's backlog, read when Prometheus scrapes. Every instance
 * reports the same shared table: aggregate with max(), not sum(). A failed
 * read reports NaN rather than failing the whole scrape or claiming an empty
 * outbox.
 */
export function registerOutboxMetrics(register: Registry, outbox: OutboxRepository, log: FastifyBaseLogger): void {
  // The registry collects both gauges at once: they share one query.
  let reading: Promise<Backlog> | null = null;
  const backlog = () =>
    (reading ??= outbox
      .backlog()
      .catch((error: unknown) => {
        log.warn({ err: error }, "metrics: could not read the mail outbox backlog");
        return { pending: Number.NaN, oldestAgeSeconds: Number.NaN };
      })
      .finally(() => (reading = null)));

  new Gauge({
    name: "mail_outbox_pending_messages",
    help: "E-mails in the outbox waiting for delivery, retries included.",
    registers: [register],
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new Gauge({
    name: "mail_outbox_oldest_pending_age_seconds",
    help: "How long the oldest e-mail still waiting in the outbox has waited, in seconds (0 when none waits).",
    registers: [register],
    async collect() {
      this.set((await backlog()).oldestAgeSeconds);
    },
  });
}
