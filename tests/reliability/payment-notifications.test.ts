import { afterEach, describe, expect, it } from "vitest";
import { milliseconds, printFigures } from "./support/figures";
import {
  completedNotice,
  confirm,
  post,
  readPaymentBooks,
  sign,
  startPayment,
  type DeliveryAnswer,
} from "./support/portal-notifications";
import { startSeededServer, type Engine, type SeededServer } from "./support/seeded-server";

const secret = "reliability-portal-secret-0123456789abcdef";
const portalEnv = {
  PAYMENT_PORTAL: "hosted",
  PAYMENT_PORTAL_URL: "https://pay.example.com/checkout",
  PAYMENT_PORTAL_SECRET: secret,
};
// Demo insureds with an active policy and its premium due (src/server/db/seed/demo-business-data.ts).
const payers = {
  replayed: { name: "Coral Gables Bakery", email: "maria@coralgablesbakery.example.com" },
  duplicated: { name: "Bayshore Dental", email: "office@bayshoredental.example.com" },
  forged: { name: "Gulf Coast Marine", email: "risk@gulfcoastmarine.example.com" },
};
const copies = 40;

const count = (answers: DeliveryAnswer[], wanted: (answer: DeliveryAnswer) => boolean) => answers.filter(wanted).length;

/**
 * The portal's notification under attack and under a flaky portal,
 * against the built server: one notification replayed many times at once,
 * many different events for one payment at once with the payer's return
 * among them, and forged ones. Nothing is settled twice, nothing forged is
 * settled, and the ledger holds exactly one line per completed payment.
 */
describe.each<Engine>(["pglite", "postgres"])(
  "portal notifications replayed, duplicated and forged on %s",
  (engine) => {
    let seeded: SeededServer | undefined;
    afterEach(async () => {
      await seeded?.remove();
      seeded = undefined;
    });

    it("settles each payment once, refuses every forgery, and the ledger equals the payments", async () => {
      seeded = await startSeededServer(engine, portalEnv);
      const url = seeded.server.url;
      const staff = await seeded.staffCookie();
      const replayed = await startPayment(url, staff, payers.replayed, secret);
      const duplicated = await startPayment(url, staff, payers.duplicated, secret);
      const forged = await startPayment(url, staff, payers.forged, secret);
      const started = performance.now();

      // Replayed: the very same signed delivery, many times at once.
      const delivery = sign(JSON.stringify(completedNotice(replayed)), secret);
      const replays = await Promise.all(Array.from({ length: copies }, () => post(url, delivery)));
      expect(replays.map((answer) => answer.status)).toEqual(Array(copies).fill(200));
      expect(count(replays, (answer) => answer.repeated === false)).toBe(1);

      // Duplicated: a different event for the same payment from each of many senders at once, the payer's return among them.
      const [duplicates, returns] = await Promise.all([
        Promise.all(
          Array.from({ length: copies }, () => post(url, sign(JSON.stringify(completedNotice(duplicated)), secret))),
        ),
        Promise.all(Array.from({ length: 4 }, () => confirm(url, duplicated, secret))),
      ]);
      expect(duplicates.map((answer) => answer.status)).toEqual(Array(copies).fill(200));
      // Whichever came first settled it: one of the events, or the payer's return.
      expect(count(duplicates, (answer) => answer.outcome === "settled")).toBeLessThanOrEqual(1);
      expect(count(duplicates, (answer) => answer.outcome === "settled" || answer.outcome === "alreadySettled")).toBe(
        copies,
      );
      expect(returns).toEqual(Array(4).fill("completed"));

      // Forged: signed with another secret, tampered after signing, unsigned, or a recorded one replayed too late.
      const genuine = JSON.stringify(completedNotice(forged));
      const now = Math.floor(Date.now() / 1000);
      const forgeries = [
        sign(genuine, "not-the-portal-secret-0123456789abcdef"),
        { ...sign(genuine, secret), body: genuine.replace(`"amountCents":${forged.amountCents}`, '"amountCents":100') },
        { ...sign(genuine, secret), body: `${genuine}\n` },
        { body: genuine, headers: { "content-type": "application/json" } },
        sign(genuine, secret, now - 3600),
        sign(genuine, secret, now + 3600),
      ];
      const refused = await Promise.all(
        Array.from({ length: copies }, (_, index) => post(url, forgeries[index % forgeries.length]!)),
      );
      expect(refused.map((answer) => answer.status)).toEqual(Array(copies).fill(401));
      const elapsed = performance.now() - started;

      await seeded.server.stop();
      const books = await readPaymentBooks(seeded.database, [
        replayed.paymentId,
        duplicated.paymentId,
        forged.paymentId,
      ]);
      const byId = new Map(books.payments.map((payment) => [payment.id, payment]));
      for (const payment of [replayed, duplicated]) {
        expect(byId.get(payment.paymentId)).toMatchObject({
          status: "completed",
          ledgerLines: 1,
          ledgerCents: -payment.amountCents,
        });
      }
      expect(byId.get(forged.paymentId)).toMatchObject({ status: "started", ledgerLines: 0, ledgerCents: 0 });
      const completed = books.payments.filter((payment) => payment.status === "completed");
      const ledgerTotal = books.payments.reduce((sum, payment) => sum + payment.ledgerCents, 0);
      expect(ledgerTotal).toBe(-completed.reduce((sum, payment) => sum + payment.amountCents, 0));
      expect(books.confirmations).toBe(completed.length);
      // One row per event (the replays are one event), none unmatched.
      expect(books.notifications.map((row) => row.outcome)).not.toContain("unmatched");
      expect(books.notifications.reduce((sum, row) => sum + row.count, 0)).toBe(1 + copies);

      printFigures(`portal notifications replayed, duplicated and forged (${engine})`, {
        "notifications sent": copies * 3,
        "replays of one delivery acted on": count(replays, (answer) => answer.repeated === false),
        "events for one payment that settled it": count(duplicates, (answer) => answer.outcome === "settled"),
        "forgeries refused (401)": count(refused, (answer) => answer.status === 401),
        "payments settled twice": books.payments.filter((payment) => payment.ledgerLines > 1).length,
        "all answered in": milliseconds(elapsed),
      });
    });
  },
);
