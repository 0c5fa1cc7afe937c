import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import type { DatabaseConfig } from "../../src/server/env";
import { sleep } from "./support/client-pool";
import { printFigures } from "./support/figures";
import {
  completedNotice,
  confirm,
  post,
  readPaymentBooks,
  sign,
  startPayment,
  type StartedPayment,
} from "./support/portal-notifications";
import { startSeededServer, type Engine, type SeededServer } from "./support/seeded-server";

const secret = "reliability-portal-secret-0123456789abcdef";
const portalEnv = {
  PAYMENT_PORTAL: "hosted",
  PAYMENT_PORTAL_URL: "https://pay.example.com/checkout",
  PAYMENT_PORTAL_SECRET: secret,
};
// Demo insureds with an active policy and its premium due (src/server/db/seed/demo-business-data.ts).
const payers = [
  { name: "Coral Gables Bakery", email: "maria@coralgablesbakery.example.com" },
  { name: "Bayshore Dental", email: "office@bayshoredental.example.com" },
];
const sendersPerPayment = 12;

/** Each policy's invoices, credit and ledger as stored: what is open less what is owed back equals the ledger. */
async function readBilling(config: DatabaseConfig, paymentIds: string[]) {
  const database = await openDatabase(config);
  try {
    const ids = sql.join(
      paymentIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await database.db.execute(sql`
      select p.policy_id as "policyId",
        (select coalesce(sum(i.premium_cents + i.fee_cents - i.paid_cents), 0)::int from invoice i where i.policy_id = p.policy_id) as "openCents",
        (select coalesce(sum(r.amount_cents), 0)::int from refund_due r where r.policy_id = p.policy_id and r.status in ('due', 'held')) as "owedBackCents",
        (select coalesce(sum(l.amount_cents), 0)::int from policy_ledger_entry l where l.policy_id = p.policy_id) as "ledgerCents"
      from payment p where p.id in (${ids})`);
    return (
      result as unknown as {
        rows: { policyId: string; openCents: number; owedBackCents: number; ledgerCents: number }[];
      }
    ).rows;
  } finally {
    await database.close();
  }
}

/**
 * The server is killed (SIGKILL) while the portal's notifications
 * and the payer's returns settle payments, once per payment; after each
 * restart the portal delivers again, as a portal retries until it gets an
 * answer. Every payment ends settled once: one ledger line, one receipt,
 * invoices and ledger equal.
 */
describe.each<Engine>(["pglite", "postgres"])("kill -9 during settlement on %s", (engine) => {
  let seeded: SeededServer | undefined;
  afterEach(async () => {
    await seeded?.remove();
    seeded = undefined;
  });

  it("loses and doubles nothing: each payment settled once, its invoices paid once", async () => {
    seeded = await startSeededServer(engine, portalEnv);
    const payments: StartedPayment[] = [];
    const deliveries: ReturnType<typeof sign>[] = [];
    let cutAnswers = 0;

    for (const [cycle, payer] of payers.entries()) {
      const url = seeded.server.url;
      // Each start has a secret of its own: sign in again after a restart.
      const payment = await startPayment(url, await seeded.staffCookie(), payer, secret);
      payments.push(payment);
      const own = Array.from({ length: sendersPerPayment }, () =>
        sign(JSON.stringify(completedNotice(payment)), secret),
      );
      deliveries.push(...own);
      // Notifications and returns race; the server is killed a few milliseconds into them (before
      // anything commits), and the second time as soon as one of them has been answered (mid-settlement).
      let firstAnswer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
      const burst = Promise.all([
        ...own.map((delivery) => post(url, delivery).finally(() => firstAnswer())),
        confirm(url, payment, secret).catch(() => "cut"),
      ]);
      await (cycle === 0 ? sleep(5) : answered);
      await seeded.server.crash();
      const answers = await burst;
      cutAnswers += answers.filter((answer) => typeof answer !== "string" && answer.status === 0).length;
      await seeded.restart();
    }

    // The portal delivers every notification again until each is answered.
    const url = seeded.server.url;
    const redelivered = await Promise.all(deliveries.map((delivery) => post(url, delivery)));
    expect(redelivered.map((answer) => answer.status)).toEqual(Array(deliveries.length).fill(200));
    await seeded.server.stop();

    const ids = payments.map((payment) => payment.paymentId);
    const books = await readPaymentBooks(seeded.database, ids);
    for (const payment of payments) {
      expect(books.payments.find((row) => row.id === payment.paymentId)).toMatchObject({
        status: "completed",
        ledgerLines: 1,
        ledgerCents: -payment.amountCents,
      });
    }
    expect(books.confirmations).toBe(payments.length);
    expect(books.notifications.map((row) => row.outcome)).not.toContain("unmatched");
    const billing = await readBilling(seeded.database, ids);
    for (const policy of billing) expect(policy.openCents - policy.owedBackCents).toBe(policy.ledgerCents);

    printFigures(`kill -9 during settlement (${engine})`, {
      "payments, each raced by notifications and the payer's return": payments.length,
      kills: payers.length,
      "answers cut by a kill": cutAnswers,
      "notifications delivered again after the restarts": deliveries.length,
      "payments settled twice": books.payments.filter((row) => row.ledgerLines > 1).length,
      "policies whose invoices differ from the ledger": billing.filter(
        (policy) => policy.openCents - policy.owedBackCents !== policy.ledgerCents,
      ).length,
    });
  });
});
