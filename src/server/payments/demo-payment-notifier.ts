import type { FastifyBaseLogger } from "fastify";
import { notificationHeaderNames, type PaymentNotification } from "../../shared/payment-notification";
import { notificationSignature } from "./notification-signature";

/** Waits between the demo portal's attempts: seven tries over about a minute, then it gives up. */
export const demoNotificationRetryDelaysMs: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export interface DemoPortalNotifierOptions {
  secret: string;
  /** Where to deliver, asked at each attempt; null while the app is not listening (tests calling it in-process). */
  target: () => string | null;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  retryDelaysMs?: readonly number[];
  attemptTimeoutMs?: number;
}

export interface DemoPaymentNotifier {
  /** Delivers the notification in the background, signed as a hosted portal signs it; answers at once. */
  send(notification: PaymentNotification): void;
  /** Drops the retries still waiting and cuts the attempt under way (the app is closing). */
  stop(): void;
}

/**
 * The demo portal's half of the server-to-server contract (decision 0011):
 * over real HTTP, like a hosted portal, it posts the signed notification to
 * our endpoint and tries again with growing waits until it gets a 2xx. Each
 * attempt is signed afresh, so a retry a minute later is not refused as stale.
 */
export function createDemoPaymentNotifier({
  secret,
  target,
  log,
  retryDelaysMs = demoNotificationRetryDelaysMs,
  attemptTimeoutMs = 10_000,
}: DemoPortalNotifierOptions): DemoPaymentNotifier {
  const stopped = new AbortController();
  const waiting = new Set<NodeJS.Timeout>();

  /** The HTTP status, or why there was none. */
  async function attempt(url: string, notification: PaymentNotification): Promise<number | string> {
    const body = JSON.stringify(notification);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [notificationHeaderNames.timestamp]: timestamp,
          [notificationHeaderNames.signature]: notificationSignature(body, timestamp, secret),
        },
        body,
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(attemptTimeoutMs)]),
      });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  function deliver(notification: PaymentNotification, tries: number): void {
    if (stopped.signal.aborted) return;
    const about = { eventId: notification.eventId, paymentId: notification.paymentId };
    const url = target();
    if (!url) {
      log.info(about, "demo portal notification not sent: the app is not listening; the payer's return settles it");
      return;
    }
    void attempt(url, notification).then((result) => {
      if (typeof result === "number" && result >= 200 && result < 300) {
        log.info({ ...about, status: result, tries: tries + 1 }, "demo portal notification delivered");
        return;
      }
      const delay = retryDelaysMs[tries];
      if (stopped.signal.aborted) return;
      if (delay === undefined) {
        log.error({ ...about, result, tries: tries + 1 }, "demo portal notification not delivered: gave up");
        return;
      }
      log.warn({ ...about, result, retryInMs: delay }, "demo portal notification not accepted: will retry");
      const timer = setTimeout(() => {
        waiting.delete(timer);
        deliver(notification, tries + 1);
      }, delay);
      // A retry waiting must not keep a stopping process alive.
      timer.unref();
      waiting.add(timer);
    });
  }

  return {
    send: (notification) => deliver(notification, 0),
    stop() {
      stopped.abort();
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}
