import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import {
  mailOutbox,
  paymentNotifications,
  payments,
  policyLedgerEntries,
  session,
  verification,
} from "../../src/server/db/schema";
import { createHousekeepingRepository } from "../../src/server/modules/housekeeping/repository";
import { createHousekeepingService, type HousekeepingRound } from "../../src/server/modules/housekeeping/service";
import { useApi } from "./support/api-fixture";
import { deliver, notificationOf, signedDelivery, startedPayment } from "./support/payment-notification";
import { insertPolicy } from "./support/rows";
import type { AddedUser } from "./support/test-users";

const secret = "a-secret-shared-with-the-hosted-portal-0123456789";
const retention = { sentMailDays: 30, abandonedPaymentDays: 7 };
const minute = 60_000;
const day = 24 * 60 * minute;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** The value of one sample of the /metrics exposition, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (wanted.every((pair) => (match[2] ?? "").split(",").includes(pair))) return Number(match[3]);
  }
  return undefined;
}

async function insertSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(session).values({ id, token: randomUUID(), userId, expiresAt });
  return id;
}

async function insertVerification(db: Db, identifier: string, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(verification).values({ id, identifier, value: randomUUID(), expiresAt });
  return id;
}

/** An e-mail in the outbox as the sender leaves it: sent (at `sentAt`), failed or still pending. */
async function insertMail(db: Db, status: "sent" | "failed" | "pending", sentAt: Date | null = null): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: "test",
      toAddress: "ana@example.com",
      subject: "Hello",
      textBody: "Hello",
      status,
      sentAt,
      createdAt: sentAt ?? ago(60 * day),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** A payment attempt on the policy, as /pay-policy records one, started at `createdAt`. */
async function insertPayment(db: Db, policyId: string, createdAt: Date, status = "started"): Promise<string> {
  const id = randomUUID();
  await db.insert(payments).values({
    id,
    reference: `PAY-${id.slice(0, 8).toUpperCase()}`,
    policyId,
    payerEmail: "office@bayshoredental.example.com",
    amountCents: 12_500,
    provider: "hosted",
    status,
    createdAt,
  });
  return id;
}

const idsIn = async (db: Db, table: typeof session | typeof verification | typeof payments) =>
  (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
const mailIds = async (db: Db) => (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id).sort();
const backdate = (db: Db, paymentId: string, createdAt: Date) =>
  db.update(payments).set({ createdAt }).where(eq(payments.id, paymentId));

const nothing = { session: 0, verification: 0, sent_mail: 0, abandoned_payment: 0 };
const total = (rounds: HousekeepingRound[], kind: keyof typeof nothing) =>
  rounds.reduce((sum, round) => sum + round.removed[kind], 0);

describe("housekeeping", () => {
  const api = useApi({
    logs: "info",
    config: {
      paymentPortal: { kind: "hosted", url: "https://pay.example.com/checkout", secret },
      housekeeping: { everyMinutes: 0, ...retention },
    },
  });
  const as = api.loginEach({ staff: "staff" });
  const round = () => api.app.housekeeping.runOnce();
  let owner: AddedUser;
  beforeEach(async () => {
    owner = await api.addUser("agent");
  });

  it("removes expired sessions and verification values; live ones and the session in use stay", async () => {
    const { db } = api;
    const expired = [await insertSession(db, owner.id, ago(minute)), await insertSession(db, owner.id, ago(30 * day))];
    const live = await insertSession(db, owner.id, ahead(minute));
    // A reset (or invitation) link, a member's sign-in link and a two-step sign-in's attempt count, all run out.
    await insertVerification(db, "reset-password:old-link", ago(minute));
    await insertVerification(db, "magic-link-token", ago(2 * day));
    await insertVerification(db, "2fa-attempts-2fa-abc", ago(minute));
    const pending = await insertVerification(db, "reset-password:new-link", ahead(50 * minute));
    const before = await idsIn(db, session);

    const { removed, busy } = await round();
    expect({ removed, busy }).toEqual({ removed: { ...nothing, session: 2, verification: 3 }, busy: false });
    expect(await idsIn(db, session)).toEqual(before.filter((id) => !expired.includes(id)));
    expect(await idsIn(db, session)).toContain(live);
    expect(await idsIn(db, verification)).toEqual([pending]);
    // The signed-in staff member's session is live: still signed in.
    const me = await api.call(as.staff, "GET", "/api/me");
    expect(me.json().data).toMatchObject({ email: as.staff.email });
  });

  it("removes delivered e-mail past its retention; recent, failed and pending e-mail stay", async () => {
    const { db } = api;
    await insertMail(db, "sent", ago(31 * day));
    await insertMail(db, "sent", ago(400 * day));
    const kept = [
      await insertMail(db, "sent", ago(29 * day)),
      await insertMail(db, "failed"),
      await insertMail(db, "pending"),
    ];
    expect((await round()).removed).toEqual({ ...nothing, sent_mail: 2 });
    expect(await mailIds(db)).toEqual(kept.sort());
  });

  it("removes payment attempts abandoned past the retention, never one that settled or that anything names", async () => {
    const { app, db } = api;
    const send = (notification: ReturnType<typeof notificationOf>) =>
      deliver(app, signedDelivery(notification, secret));
    const longAgo = ago(8 * day);

    const abandoned = await startedPayment(app, db, secret);
    const recent = await startedPayment(app, db, secret);
    const completed = await startedPayment(app, db, secret);
    expect((await send(notificationOf(completed))).json().data.outcome).toBe("settled");
    const failed = await startedPayment(app, db, secret);
    expect((await send(notificationOf(failed, { status: "failed" }))).json().data.outcome).toBe("settled");
    // The portal reported another amount: the attempt is still `started`, and staff reconcile it with its notification.
    const disputed = await startedPayment(app, db, secret);
    const differs = await send(notificationOf(disputed, { amountCents: disputed.amountCents + 100 }));
    expect(differs.json().data).toMatchObject({ outcome: "unmatched", reason: "amountDiffers" });
    // Never so, but if a ledger line named a started attempt, it would keep it.
    const policy = await insertPolicy(db, { policyNumber: "SRE-7000001" });
    const named = await insertPayment(db, policy.id, longAgo);
    await db.insert(policyLedgerEntries).values({
      id: randomUUID(),
      policyId: policy.id,
      kind: "payment",
      amountCents: -12_500,
      postedOn: "2026-01-05",
      paymentId: named,
    });
    for (const payment of [abandoned, completed, failed, disputed]) await backdate(db, payment.paymentId, longAgo);
    await backdate(db, recent.paymentId, ago(6 * day));
    const before = await idsIn(db, payments);

    expect((await round()).removed).toEqual({ ...nothing, abandoned_payment: 1 });
    expect(await idsIn(db, payments)).toEqual(before.filter((id) => id !== abandoned.paymentId));
    const statuses = await db.select({ id: payments.id, status: payments.status }).from(payments);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toMatchObject({
      [completed.paymentId]: "completed",
      [failed.paymentId]: "failed",
      [disputed.paymentId]: "started",
      [recent.paymentId]: "started",
      [named]: "started",
    });

    // Should the portal still report on the removed attempt, the news is kept for staff, not lost.
    const late = await send(notificationOf(abandoned));
    expect(late.statusCode).toBe(202);
    expect(late.json().data).toMatchObject({ outcome: "unmatched", reason: "unknownPayment" });
    const kept = await db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, abandoned.paymentId));
    expect(kept).toHaveLength(1);
  });

  it("finds nothing more in a second round: removing is idempotent", async () => {
    const { db } = api;
    const policy = await insertPolicy(db);
    await insertSession(db, owner.id, ago(minute));
    await insertVerification(db, "reset-password:old", ago(minute));
    await insertMail(db, "sent", ago(40 * day));
    await insertPayment(db, policy.id, ago(10 * day));
    const first = await round();
    expect(first.removed).toEqual({ session: 1, verification: 1, sent_mail: 1, abandoned_payment: 1 });
    expect(await round()).toEqual({ removed: nothing, busy: false });
  });

  it("works through a backlog batch by batch, each in its own transaction", async () => {
    const { db } = api;
    for (let index = 0; index < 7; index += 1) await insertMail(db, "sent", ago(45 * day));
    await insertMail(db, "sent", ago(minute));
    const housekeeping = createHousekeepingService({
      db,
      repository: createHousekeepingRepository(db),
      settings: retention,
      batchSize: 3,
    });
    expect((await housekeeping.runRound()).removed).toEqual({ ...nothing, sent_mail: 7 });
    expect(await mailIds(db)).toHaveLength(1);
  });

  it("removes each row once when two instances run a round at the same time", async () => {
    const { db } = api;
    const policy = await insertPolicy(db);
    const each = 25;
    for (let index = 0; index < each; index += 1) {
      await insertSession(db, owner.id, ago(day));
      await insertVerification(db, `reset-password:${index}`, ago(day));
      await insertMail(db, "sent", ago(60 * day));
      await insertPayment(db, policy.id, ago(30 * day));
    }
    const signedIn = (await idsIn(db, session)).length - each;
    // Two instances' services, in batches small enough that their rounds overlap.
    const instances = [1, 2].map(() =>
      createHousekeepingService({
        db,
        repository: createHousekeepingRepository(db),
        settings: retention,
        batchSize: 4,
      }),
    );
    const rounds = await Promise.all(instances.map((instance) => instance.runRound()));

    for (const kind of ["session", "verification", "sent_mail", "abandoned_payment"] as const) {
      expect(total(rounds, kind), kind).toBe(each);
    }
    expect(await idsIn(db, session)).toHaveLength(signedIn);
    expect(await idsIn(db, verification)).toEqual([]);
    expect(await mailIds(db)).toEqual([]);
    expect(await idsIn(db, payments)).toEqual([]);
  });

  it("counts a row once even when deletes race without the lock", async () => {
    const { db } = api;
    const ids: number[] = [];
    for (let index = 0; index < 30; index += 1) ids.push(await insertMail(db, "sent", ago(60 * day)));
    const repository = createHousekeepingRepository(db);
    const cutoff = ago(retention.sentMailDays * day);
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => db.transaction((tx) => repository.removeSentMail(cutoff, 5, tx))),
    );
    const left = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(racing.reduce((sum, count) => sum + count, 0)).toBe(ids.length - left.length);
    expect(await repository.removeSentMail(cutoff, 1000)).toBe(left.length);
    expect(await mailIds(db)).toEqual([]);
  });

  it("logs one line per round with what it removed, by kind", async () => {
    await insertSession(api.db, owner.id, ago(minute));
    await round();
    const lines = api.log.lines().filter((line) => line.msg === "housekeeping round");
    expect(lines.at(-1)).toMatchObject({ level: 30, removed: { ...nothing, session: 1 }, busy: false });
  });

  it("counts what its rounds removed in /metrics, by kind, and when the last one ended", async () => {
    const { app, db } = api;
    const scrape = async () => (await app.inject({ method: "GET", url: "/metrics" })).body;
    const removed = (text: string, kind: string) => sample(text, "housekeeping_removed_total", { kind }) ?? Number.NaN;
    const before = await scrape();
    for (const kind of ["session", "verification", "sent_mail", "abandoned_payment"]) {
      expect(removed(before, kind), kind).toBeGreaterThanOrEqual(0);
    }
    await insertSession(db, owner.id, ago(minute));
    await insertSession(db, owner.id, ago(minute));
    await insertMail(db, "sent", ago(31 * day));
    const started = Date.now();
    await round();

    const after = await scrape();
    expect(removed(after, "session") - removed(before, "session")).toBe(2);
    expect(removed(after, "sent_mail") - removed(before, "sent_mail")).toBe(1);
    expect(removed(after, "verification") - removed(before, "verification")).toBe(0);
    const lastRun = sample(after, "housekeeping_last_run_timestamp_seconds")!;
    expect(lastRun * 1000).toBeGreaterThanOrEqual(started - 1000);
    expect(lastRun * 1000).toBeLessThanOrEqual(Date.now());
  });
});
