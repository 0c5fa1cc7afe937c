import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../../src/server/db/client";
import {
  auditLog,
  mailOutbox,
  paymentNotifications,
  payments,
  policyLedgerEntries,
} from "../../../src/server/db/schema";
import { notificationSignature } from "../../../src/server/payments/notification-signature";
import { readReference } from "../../../src/server/payments/signed-reference";
import type { PaymentNotification } from "../../../src/shared/payment-notification";
import { siteOrigin } from "./sign-in";
import { insertInsuredAccount, insertPolicy } from "./rows";

// Each payment from its own address and policy number: the attempt limits count both for the app's whole life.
let startedCount = 0;

/** An insured with an active policy and a payment started for what is due on it, as /pay-policy starts one. */
export async function startedPayment(app: FastifyInstance, db: Db, secret: string) {
  startedCount += 1;
  const from = `198.19.${Math.floor(startedCount / 250)}.${(startedCount % 250) + 1}`;
  const insured = await insertInsuredAccount(db, {
    name: "Bayshore Dental Group LLC",
    email: `office${startedCount}@bayshoredental.example.com`,
  });
  const policy = await insertPolicy(db, {
    policyNumber: `SRE-8${String(startedCount).padStart(6, "0")}`,
    insuredName: insured.name,
    premium: 148_500,
    accountId: insured.id,
  });
  const started = await app.inject({
    method: "POST",
    url: "/api/payments",
    headers: { origin: siteOrigin },
    payload: { insuredEmail: insured.email!, policyNumber: policy.policyNumber },
    remoteAddress: from,
  });
  if (started.statusCode !== 201) throw new Error(`payment not started: ${started.statusCode} ${started.body}`);
  const ref = new URL(started.json().data.redirectUrl).searchParams.get("ref")!;
  const reference = readReference(ref, secret)!;
  return { ref, paymentId: reference.paymentId, amountCents: reference.amountCents, insuredEmail: insured.email! };
}

/** A notification of that payment's outcome, as the portal writes it, with a new event id. */
export const notificationOf = (
  payment: { paymentId: string; amountCents: number },
  changes: Partial<PaymentNotification> = {},
): PaymentNotification => ({
  eventId: `evt_${randomUUID()}`,
  paymentId: payment.paymentId,
  status: "completed",
  amountCents: payment.amountCents,
  currency: "USD",
  occurredAt: new Date().toISOString(),
  ...changes,
});

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** The HTTP request the portal sends: the body's bytes, signed with its timestamp (now, unless given). */
export function signedDelivery(
  notification: PaymentNotification | string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Delivery {
  const body = typeof notification === "string" ? notification : JSON.stringify(notification);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "sabal-timestamp": String(timestamp),
      "sabal-signature": notificationSignature(body, String(timestamp), secret),
    },
  };
}

/** Sends a delivery as the portal's server does: no Origin, no cookie. */
export const deliver = (app: FastifyInstance, { body, headers }: Delivery): Promise<LightMyRequestResponse> =>
  app.inject({ method: "POST", url: "/api/payments/notifications", headers, payload: body });

/** What a payment left behind: its status, ledger lines, confirmation e-mails and notification rows. */
export async function traceOf(db: Db, paymentId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const ledger = await db.select().from(policyLedgerEntries).where(eq(policyLedgerEntries.paymentId, paymentId));
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "payment-confirmation"));
  const notifications = await db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.paymentId, paymentId));
  const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, paymentId));
  return {
    status: payment?.status,
    ledgerCents: ledger.map((line) => line.amountCents),
    mails: mails.length,
    outcomes: notifications.map((row) => row.outcome).sort(),
    paymentAudits: audits.map((row) => `${row.action} by ${row.actor}`),
  };
}
