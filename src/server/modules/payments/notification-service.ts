import type { PaymentStatus } from "../../../shared/payment";
import type {
  NotificationOutcome,
  PaymentNotification,
  PaymentNotificationAnswer,
  UnmatchedNotification,
  UnmatchedReason,
} from "../../../shared/payment-notification";
import type { Page } from "../../../shared/page";
import type { Db } from "../../db/client";
import type { PaymentNotificationRow } from "../../db/schema";
import { HttpError } from "../../http-errors";
import type { Mailer } from "../mail/mailer";
import { checkNotification, type SignedDelivery } from "../../payments/notification-signature";
import type { PaymentProvider } from "../../payments/payment-provider";
import { auditedWrite } from "../audit/audited-write";
import type { PaymentNotificationRepository } from "./notification-repository";
import type { PaymentRepository } from "./repository";
import type { PaymentSettlementService } from "./settlement-service";

export interface PaymentNotificationDeps {
  db: Db;
  notifications: PaymentNotificationRepository;
  payments: Pick<PaymentRepository, "find">;
  settlement: PaymentSettlementService;
  mail: Pick<Mailer, "nudge">;
  /** Null when online payment is not configured: nobody can sign a notification then. */
  paymentProvider: PaymentProvider | null;
  /** How far from our clock a notification's signed timestamp may be. */
  toleranceSeconds: number;
}

/** The payment portal, in the audit log: it is the only one who can sign a notification. */
const portalActor = "system:payment-portal";

interface Decision {
  outcome: NotificationOutcome;
  reason: UnmatchedReason | null;
}
const unmatched = (reason: UnmatchedReason): Decision => ({ outcome: "unmatched", reason });

/**
 * The payment portal's server-to-server notifications (decision 0011): a
 * payment is settled even when the payer never comes back from the portal.
 * Each event is stored once by its id, in the same transaction as what it
 * settles, so a repeated delivery settles nothing again and answers as the
 * first did. A notification that matches no payment of ours (unknown id,
 * another amount, the other outcome) is kept for staff, never dropped.
 */
export function createPaymentNotificationService({
  db,
  notifications,
  payments,
  settlement,
  mail,
  paymentProvider,
  toleranceSeconds,
}: PaymentNotificationDeps) {
  /** What this notification does to its payment, in the transaction that stores it. */
  async function decide(notification: PaymentNotification, requestId: string, tx: Db): Promise<Decision> {
    const payment = await payments.find(notification.paymentId, tx);
    if (!payment) return unmatched("unknownPayment");
    if (payment.amountCents !== notification.amountCents || payment.currency !== notification.currency) {
      return unmatched("amountDiffers");
    }
    const by = { actor: portalActor, requestId };
    if (await settlement.settle(payment.id, notification.status, by, tx)) return { outcome: "settled", reason: null };
    // Settled already, by the payer's return or another event: the same outcome is no news, the other one is for staff.
    const current = await payments.find(payment.id, tx);
    return current?.status === notification.status
      ? { outcome: "alreadySettled", reason: null }
      : unmatched("statusDiffers");
  }

  async function answerOf(row: PaymentNotificationRow, repeated: boolean): Promise<PaymentNotificationAnswer> {
    const payment = await payments.find(row.paymentId);
    return {
      eventId: row.eventId,
      paymentId: row.paymentId,
      outcome: row.outcome as NotificationOutcome,
      reason: row.reason as UnmatchedReason | null,
      paymentStatus: (payment?.status as PaymentStatus | undefined) ?? null,
      repeated,
    };
  }

  return {
    /** Refuses (401) a delivery not signed with the portal's secret, or signed too long ago or ahead. */
    authenticate(delivery: SignedDelivery): void {
      if (!paymentProvider) throw new HttpError(503, "payment.unavailable");
      const check = checkNotification(delivery, paymentProvider.secret, toleranceSeconds);
      if (check === "badSignature") throw new HttpError(401, "payment.notificationUnsigned");
      if (check === "stale") throw new HttpError(401, "payment.notificationStale");
    },

    /** Stores and acts on an authenticated notification once; a repeat answers what the first did. */
    async receive(
      notification: PaymentNotification,
      payload: unknown,
      requestId: string,
    ): Promise<PaymentNotificationAnswer> {
      const stored = await auditedWrite(db, {
        actor: portalActor,
        action: "paymentNotification.receive",
        entityType: "paymentNotification",
        requestId,
        before: null,
        async apply(tx) {
          const { occurredAt, ...fields } = notification;
          if (!(await notifications.claim({ ...fields, occurredAt: new Date(occurredAt), payload }, tx))) return null;
          const { outcome, reason } = await decide(notification, requestId, tx);
          return notifications.setOutcome(notification.eventId, outcome, reason, tx);
        },
        read: (eventId, tx) => notifications.find(eventId, tx),
      });
      if (stored) {
        mail.nudge();
        if (stored.outcome === "settled") await settlement.followUp(await payments.find(stored.paymentId));
        return answerOf(stored, false);
      }
      const first = await notifications.find(notification.eventId);
      // claim() waited for the first delivery's transaction: had it rolled back, this one would have been stored.
      if (!first) throw new Error(`payment notification ${notification.eventId} neither stored nor found`);
      return answerOf(first, true);
    },

    /** Notifications that matched no payment, newest first, for staff to reconcile by hand. */
    async unmatched(query: { page: number; pageSize: number }): Promise<Page<UnmatchedNotification>> {
      const page = await notifications.listUnmatched(query);
      return {
        ...page,
        items: page.items.map((row) => ({
          eventId: row.eventId,
          paymentId: row.paymentId,
          status: row.status as UnmatchedNotification["status"],
          amount: row.amountCents / 100,
          currency: row.currency,
          reason: row.reason as UnmatchedReason,
          occurredAt: row.occurredAt.toISOString(),
          receivedAt: row.receivedAt.toISOString(),
          payment: row.payment && {
            reference: row.payment.reference,
            policyNumber: row.payment.policyNumber,
            amount: row.payment.amountCents / 100,
            status: row.payment.status as PaymentStatus,
          },
        })),
      };
    },
  };
}

export type PaymentNotificationService = ReturnType<typeof createPaymentNotificationService>;
