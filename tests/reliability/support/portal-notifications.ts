import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../../src/server/db/client";
import type { DatabaseConfig } from "../../../src/server/env";
import { notificationSignature } from "../../../src/server/payments/notification-signature";
import { outcomeSignature, readReference } from "../../../src/server/payments/signed-reference";
import type { PaymentNotification } from "../../../src/shared/payment-notification";

/** A payment started on the running server for a demo insured, as /pay-policy starts one. */
export interface StartedPayment {
  paymentId: string;
  amountCents: number;
  /** The signed reference the payer's browser carries to the portal and back. */
  ref: string;
}

/** Starts a payment for the demo policy of `insuredName`, whose account e-mail is `email`. */
export async function startPayment(
  serverUrl: string,
  staffCookie: string,
  insured: { name: string; email: string },
  secret: string,
): Promise<StartedPayment> {
  const search = await fetch(`${serverUrl}/api/policies?q=${encodeURIComponent(insured.name)}`, {
    headers: { cookie: staffCookie },
  });
  const [policy] = ((await search.json()) as { data: { items: { policyNumber: string }[] } }).data.items;
  const started = await fetch(`${serverUrl}/api/payments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ insuredEmail: insured.email, policyNumber: policy!.policyNumber }),
  });
  const answer = (await started.json()) as { data: { redirectUrl: string } };
  if (started.status !== 201) throw new Error(`payment not started: ${started.status} ${JSON.stringify(answer)}`);
  const ref = new URL(answer.data.redirectUrl).searchParams.get("ref")!;
  const reference = readReference(ref, secret)!;
  return { paymentId: reference.paymentId, amountCents: reference.amountCents, ref };
}

export const completedNotice = (payment: StartedPayment, changes: Partial<PaymentNotification> = {}) => ({
  eventId: `evt_${randomUUID()}`,
  paymentId: payment.paymentId,
  status: "completed" as const,
  amountCents: payment.amountCents,
  currency: "USD" as const,
  occurredAt: new Date().toISOString(),
  ...changes,
});

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

export function sign(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): Delivery {
  return {
    body,
    headers: {
      "content-type": "application/json",
      "sabal-timestamp": String(timestamp),
      "sabal-signature": notificationSignature(body, String(timestamp), secret),
    },
  };
}

export interface DeliveryAnswer {
  status: number;
  outcome: string | null;
  repeated: boolean | null;
}

/** Posts a delivery over HTTP as the portal's server does; a dropped connection is a status of 0. */
export async function post(serverUrl: string, { body, headers }: Delivery): Promise<DeliveryAnswer> {
  try {
    const response = await fetch(`${serverUrl}/api/payments/notifications`, { method: "POST", headers, body });
    const answer = (await response.json()) as { data: { outcome?: string; repeated?: boolean } | null };
    return { status: response.status, outcome: answer.data?.outcome ?? null, repeated: answer.data?.repeated ?? null };
  } catch {
    return { status: 0, outcome: null, repeated: null };
  }
}

/** The payer's browser back from the portal with its signed outcome; answers the payment's status. */
export async function confirm(serverUrl: string, payment: StartedPayment, secret: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/payments/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: serverUrl },
    body: JSON.stringify({
      ref: payment.ref,
      status: "completed",
      sig: outcomeSignature(payment.ref, "completed", secret),
    }),
  });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

export interface PaymentBooks {
  /** Each payment the scenario started: its status, ledger lines and amount. */
  payments: { id: string; status: string; amountCents: number; ledgerLines: number; ledgerCents: number }[];
  /** Confirmation e-mails in the outbox, per payer address. */
  confirmations: number;
  notifications: { outcome: string; count: number }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Reads the payments, their ledger lines and receipts with the app's own database code, the server stopped (PGlite). */
export async function readPaymentBooks(config: DatabaseConfig, paymentIds: string[]): Promise<PaymentBooks> {
  const database = await openDatabase(config);
  try {
    const ids = sql.join(
      paymentIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const payments = rowsOf<PaymentBooks["payments"][number]>(
      await database.db.execute(sql`
        select p.id, p.status, p.amount_cents::int as "amountCents",
               count(l.id)::int as "ledgerLines", coalesce(sum(l.amount_cents), 0)::int as "ledgerCents"
        from payment p left join policy_ledger_entry l on l.payment_id = p.id
        where p.id in (${ids}) group by p.id`),
    );
    const [mail] = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from mail_outbox where kind = 'payment-confirmation'`,
      ),
    );
    const notifications = rowsOf<{ outcome: string; count: number }>(
      await database.db.execute(
        sql`select outcome, count(*)::int as count from payment_notification group by outcome order by outcome`,
      ),
    );
    return { payments, confirmations: mail?.count ?? 0, notifications };
  } finally {
    await database.close();
  }
}
