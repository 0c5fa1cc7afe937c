import { count, desc, eq } from "drizzle-orm";
import type { NotificationOutcome, UnmatchedReason } from "../../../shared/payment-notification";
import { toPage, type Page } from "../../../shared/page";
import type { Db } from "../../db/client";
import {
  paymentNotifications,
  payments,
  policies,
  type PaymentNotificationRow,
  type PaymentRow,
} from "../../db/schema";

export interface NewPaymentNotification {
  eventId: string;
  paymentId: string;
  status: string;
  amountCents: number;
  currency: string;
  occurredAt: Date;
  payload: unknown;
}

export type UnmatchedRow = PaymentNotificationRow & {
  payment: (Pick<PaymentRow, "reference" | "amountCents" | "status"> & { policyNumber: string }) | null;
};

/** All SQL for the payment portal's notifications. */
export function createPaymentNotificationRepository(db: Db) {
  return {
    /**
     * Takes the event id for this delivery: false when it was taken already (a
     * repeated delivery). A concurrent delivery of the same id waits here for the
     * first one's transaction and then finds it taken.
     */
    async claim(notification: NewPaymentNotification, executor: Db): Promise<boolean> {
      const rows = await executor
        .insert(paymentNotifications)
        .values({ ...notification, outcome: "received" })
        .onConflictDoNothing({ target: paymentNotifications.eventId })
        .returning({ eventId: paymentNotifications.eventId });
      return rows.length > 0;
    },

    async setOutcome(
      eventId: string,
      outcome: NotificationOutcome,
      reason: UnmatchedReason | null,
      executor: Db,
    ): Promise<string | null> {
      const [row] = await executor
        .update(paymentNotifications)
        .set({ outcome, reason })
        .where(eq(paymentNotifications.eventId, eventId))
        .returning({ eventId: paymentNotifications.eventId });
      return row?.eventId ?? null;
    },

    async find(eventId: string, executor: Db = db): Promise<PaymentNotificationRow | null> {
      const [row] = await executor.select().from(paymentNotifications).where(eq(paymentNotifications.eventId, eventId));
      return row ?? null;
    },

    /** Unmatched notifications, newest first, with the payment of their id when there is one. */
    async listUnmatched(query: { page: number; pageSize: number }): Promise<Page<UnmatchedRow>> {
      const unmatched = eq(paymentNotifications.outcome, "unmatched");
      const [rows, [total]] = await Promise.all([
        db
          .select({
            notification: paymentNotifications,
            reference: payments.reference,
            amountCents: payments.amountCents,
            status: payments.status,
            policyNumber: policies.policyNumber,
          })
          .from(paymentNotifications)
          .leftJoin(payments, eq(payments.id, paymentNotifications.paymentId))
          .leftJoin(policies, eq(policies.id, payments.policyId))
          .where(unmatched)
          .orderBy(desc(paymentNotifications.receivedAt), desc(paymentNotifications.eventId))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(paymentNotifications).where(unmatched),
      ]);
      const items = rows.map(({ notification, reference, amountCents, status, policyNumber }) => ({
        ...notification,
        payment:
          reference !== null && amountCents !== null && status !== null && policyNumber !== null
            ? { reference, amountCents, status, policyNumber }
            : null,
      }));
      return toPage(items, query, total?.value ?? 0);
    },
  };
}

export type PaymentNotificationRepository = ReturnType<typeof createPaymentNotificationRepository>;
