import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, paymentNotifications, payments } from "../../src/server/db/schema";
import { outcomeSignature } from "../../src/server/payments/signed-reference";
import { parseMail } from "../support/mail-message";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";
import { deliver, notificationOf, signedDelivery, startedPayment, traceOf } from "./support/payment-notification";

const secret = "a-secret-shared-with-the-hosted-portal-0123456789";
const paid = (amountCents: number) => [-amountCents];

describe("payment portal notifications", () => {
  const api = useApi({
    mail: true,
    config: { paymentPortal: { kind: "hosted", url: "https://pay.example.com/checkout", secret } },
  });
  const as = api.loginEach({ staff: "staff", agent: "agent" });
  const start = () => startedPayment(api.app, api.db, secret);
  const send = (body: Parameters<typeof signedDelivery>[0], signWith = secret, timestamp?: number) =>
    deliver(api.app, signedDelivery(body, signWith, timestamp));
  const confirm = (ref: string, status: "completed" | "failed") =>
    api.call("anonymous", "POST", "/api/payments/confirm", { ref, status, sig: outcomeSignature(ref, status, secret) });

  it("settles a completed payment: one ledger line, one receipt, audited as the portal's doing", async () => {
    const payment = await start();
    const answer = await send(notificationOf(payment));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: "Payment settled.",
      data: { outcome: "settled", paymentStatus: "completed", repeated: false, reason: null },
    });
    expect(await traceOf(api.db, payment.paymentId)).toEqual({
      status: "completed",
      ledgerCents: paid(payment.amountCents),
      mails: 1,
      outcomes: ["settled"],
      paymentAudits: ["payment.complete by system:payment-portal"],
    });
    const receipt = parseMail((await api.sink.waitFor(payment.insuredEmail)).source);
    expect(receipt.subject).toMatch(/^Payment received for policy SRE-8/);
    const [stored] = await api.db.select().from(paymentNotifications);
    expect(stored!.payload).toMatchObject({ paymentId: payment.paymentId, amountCents: payment.amountCents });
    expect(await api.db.select().from(auditLog).where(eq(auditLog.entityType, "paymentNotification"))).toHaveLength(1);
  });

  it("marks a failed payment failed, with nothing posted and nothing sent", async () => {
    const payment = await start();
    const answer = await send(notificationOf(payment, { status: "failed" }));
    expect(answer.json().data).toMatchObject({ outcome: "settled", paymentStatus: "failed" });
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({ status: "failed", ledgerCents: [], mails: 0 });
  });

  it("settles once when the same notification arrives twice, and when it arrives many times at once", async () => {
    const payment = await start();
    const delivery = signedDelivery(notificationOf(payment), secret);
    const first = await deliver(api.app, delivery);
    const again = await deliver(api.app, delivery);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first.json().data, repeated: true });

    const other = await start();
    const burst = signedDelivery(notificationOf(other), secret);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(api.app, burst)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => !answer.json().data.repeated)).toHaveLength(1);
    for (const settled of [payment, other]) {
      expect(await traceOf(api.db, settled.paymentId)).toMatchObject({
        ledgerCents: paid(settled.amountCents),
        outcomes: ["settled"],
      });
    }
    expect((await traceOf(api.db, payment.paymentId)).mails).toBe(2);
  });

  it("answers a second event for a settled payment 'already settled' and posts nothing more", async () => {
    const payment = await start();
    await send(notificationOf(payment));
    const second = await send(notificationOf(payment));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: "This payment is already settled.",
      data: { outcome: "alreadySettled", paymentStatus: "completed", repeated: false },
    });
    const concurrent = await Promise.all([1, 2, 3, 4].map(() => send(notificationOf(payment))));
    expect(concurrent.map((answer) => answer.json().data.outcome)).toEqual(Array(4).fill("alreadySettled"));
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({
      ledgerCents: paid(payment.amountCents),
      mails: 1,
      outcomes: ["alreadySettled", "alreadySettled", "alreadySettled", "alreadySettled", "alreadySettled", "settled"],
    });
  });

  it("refuses forged, wrongly signed and tampered notifications with 401, storing and settling nothing", async () => {
    const payment = await start();
    const notification = notificationOf(payment);
    const good = signedDelivery(notification, secret);
    const tampered = JSON.stringify({ ...notification, amountCents: 100 });
    const refused = [
      await send(notification, "someone-elses-secret-0123456789abcdef"),
      await deliver(api.app, { ...good, body: tampered }),
      await deliver(api.app, { ...good, body: `${good.body} ` }),
      await deliver(api.app, { ...good, headers: { ...good.headers, "sabal-signature": "bm90LWEtc2lnbmF0dXJl" } }),
      await deliver(api.app, { ...good, headers: { "content-type": "application/json" } }),
      await deliver(api.app, { ...good, headers: { ...good.headers, "content-type": "text/plain" } }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(6).fill(401));
    expect(refused[0]!.json().message).toBe("This notification is not signed by the payment portal.");
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({ status: "started", ledgerCents: [], mails: 0 });
    expect(await api.db.select().from(paymentNotifications)).toEqual([]);
  });

  it("refuses a replay of an old valid notification, and one signed ahead of our clock, as stale", async () => {
    const payment = await start();
    const now = Math.floor(Date.now() / 1000);
    const old = signedDelivery(notificationOf(payment), secret, now - 301);
    const stale = await deliver(api.app, old);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/signed too long ago/);
    expect((await send(notificationOf(payment), secret, now + 301)).statusCode).toBe(401);
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({ status: "started", outcomes: [] });

    // The window is a setting (PAYMENT_NOTIFICATION_TOLERANCE_SECONDS): wider, the same delivery is in time.
    const patient = await api.otherApp({ paymentNotificationToleranceSeconds: 600 });
    expect((await deliver(patient, old)).statusCode).toBe(200);
  });

  it("refuses a signed but malformed notification with 400, naming the fields", async () => {
    const payment = await start();
    expect((await send("{not json")).statusCode).toBe(400);
    const { status: _status, ...withoutStatus } = notificationOf(payment);
    const incomplete = await send(JSON.stringify({ ...withoutStatus, currency: "EUR", amountCents: 1.5 }));
    expect(incomplete.statusCode).toBe(400);
    expect(fieldsOf(incomplete.json()).sort()).toEqual(["amountCents", "currency", "status"]);
    expect(await api.db.select().from(paymentNotifications)).toEqual([]);
  });

  it("keeps a notification for an unknown payment or another amount for staff (202), and settles nothing", async () => {
    const payment = await start();
    const unknown = await send(notificationOf(payment, { paymentId: "6b0c9a5e-0000-4000-8000-00000000dead" }));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().data).toMatchObject({ outcome: "unmatched", reason: "unknownPayment", paymentStatus: null });
    const cheaper = await send(notificationOf(payment, { amountCents: payment.amountCents - 100 }));
    expect(cheaper.statusCode).toBe(202);
    expect(cheaper.json().data).toMatchObject({ reason: "amountDiffers", paymentStatus: "started" });
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({ status: "started", ledgerCents: [], mails: 0 });
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.action, "paymentNotification.receive"));
    expect(audited.map((row) => (row.after as { outcome: string }).outcome)).toEqual(["unmatched", "unmatched"]);

    const listed = await api.call(as.staff, "GET", "/api/payments/unmatched");
    expect(listed.statusCode, listed.body).toBe(200);
    const { items, totalItems } = listed.json().data;
    expect(totalItems).toBe(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentId: "6b0c9a5e-0000-4000-8000-00000000dead", payment: null }),
        expect.objectContaining({
          reason: "amountDiffers",
          amount: (payment.amountCents - 100) / 100,
          payment: expect.objectContaining({ amount: payment.amountCents / 100, status: "started" }),
        }),
      ]),
    );
    expect((await api.call(as.agent, "GET", "/api/payments/unmatched")).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", "/api/payments/unmatched")).statusCode).toBe(401);
  });

  it("flags the other outcome for a payment already settled: neither changed nor lost", async () => {
    const payment = await start();
    await confirm(payment.ref, "failed");
    const contrary = await send(notificationOf(payment, { status: "completed" }));
    expect(contrary.statusCode).toBe(202);
    expect(contrary.json().data).toMatchObject({ reason: "statusDiffers", paymentStatus: "failed" });
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({ status: "failed", ledgerCents: [], mails: 0 });
  });

  it("settles once whichever of the browser's return and the notification comes first, or both at once", async () => {
    const returnFirst = await start();
    expect((await confirm(returnFirst.ref, "completed")).json().data.status).toBe("completed");
    expect((await send(notificationOf(returnFirst))).json().data.outcome).toBe("alreadySettled");

    const notificationFirst = await start();
    expect((await send(notificationOf(notificationFirst))).json().data.outcome).toBe("settled");
    const back = await confirm(notificationFirst.ref, "completed");
    expect(back.json()).toMatchObject({ message: "Payment received.", data: { status: "completed" } });

    const together = await start();
    const [browser, portal] = await Promise.all([confirm(together.ref, "completed"), send(notificationOf(together))]);
    expect(browser.json().data.status).toBe("completed");
    expect(portal.json().data.paymentStatus).toBe("completed");

    for (const payment of [returnFirst, notificationFirst, together]) {
      const trace = await traceOf(api.db, payment.paymentId);
      expect(trace.ledgerCents).toEqual(paid(payment.amountCents));
      expect(trace.paymentAudits).toHaveLength(1);
    }
    expect((await traceOf(api.db, together.paymentId)).mails).toBe(3);
    const byWhom = (await traceOf(api.db, returnFirst.paymentId)).paymentAudits;
    expect(byWhom).toEqual(["payment.complete by anonymous"]);
  });

  it("without a configured portal, nobody can sign: 503", async () => {
    const payment = await start();
    const off = await api.otherApp({ paymentPortal: null });
    expect((await deliver(off, signedDelivery(notificationOf(payment), secret))).statusCode).toBe(503);
    expect((await api.db.select().from(payments).where(eq(payments.id, payment.paymentId)))[0]!.status).toBe("started");
  });
});

describe("the demo portal's notification", () => {
  const demoSecret = "demo-portal-secret-for-tests-0123456789";
  const api = useApi({ mail: true, config: { paymentPortal: { kind: "demo", secret: demoSecret } } });

  it("reaches the app over HTTP on its own, so a payer who never comes back is still settled, once", async () => {
    // The demo portal posts to the address the app listens on, as a hosted portal would post to it.
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const payment = await startedPayment(api.app, api.db, demoSecret);
    const outcome = await api.call("anonymous", "POST", "/api/payments/demo/outcome", {
      ref: payment.ref,
      outcome: "completed",
    });
    expect(outcome.statusCode, outcome.body).toBe(200);

    // Nobody confirms in a browser: the notification alone settles the payment.
    await expect
      .poll(async () => (await traceOf(api.db, payment.paymentId)).status, { timeout: 10_000 })
      .toBe("completed");
    const [notification] = await api.db.select().from(paymentNotifications);
    expect(notification).toMatchObject({ outcome: "settled", status: "completed", amountCents: payment.amountCents });
    expect(notification!.eventId).toMatch(/^demo_/);
    await api.sink.waitFor(payment.insuredEmail);

    // The payer's return, late, finds it settled and answers it as it stands.
    const back = new URL(outcome.json().data.returnUrl);
    const confirmed = await api.call("anonymous", "POST", "/api/payments/confirm", {
      ref: back.searchParams.get("ref")!,
      status: back.searchParams.get("status")!,
      sig: back.searchParams.get("sig")!,
    });
    expect(confirmed.json().data.status).toBe("completed");
    expect(await traceOf(api.db, payment.paymentId)).toMatchObject({
      ledgerCents: [-payment.amountCents],
      mails: 1,
      paymentAudits: ["payment.complete by system:payment-portal"],
    });
  });
});
