import type { FastifyInstance } from "fastify";
import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { freshDemoCallers, type DemoCallers } from "./support/demo-callers";
import { siteOrigin } from "./support/sign-in";
import { buildTestApp } from "./support/test-app";
import { resetDatabase, testDatabase } from "./support/test-database";

const quiet = pino({ level: "silent" });
const message = {
  kind: "claim-acknowledgement",
  to: "ana@example.com",
  subject: "We received your claim",
  text: "Hello",
};

describe("mail outbox", () => {
  let database: Database;
  let sink: SmtpSink;
  let mailer: Mailer | undefined;

  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
    await sink.close();
  });

  const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it("keeps a message only if the transaction it was written in commits", async () => {
    mailer = createMailer({ smtpUrl: undefined, mailFrom: "Sabal <no-reply@sabal.example.com>" }, database.db, quiet);
    await expect(
      database.db.transaction(async (tx) => {
        await mailer!.queue(message, tx);
        throw new Error("the business record failed");
      }),
    ).rejects.toThrow("the business record failed");
    expect(await rows()).toEqual([]);
    await database.db.transaction((tx) => mailer!.queue(message, tx));
    expect((await rows()).map((row) => row.status)).toEqual(["pending"]);
  });

  it("delivers through SMTP once, and records it", async () => {
    mailer = createMailer({ smtpUrl: sink.url, mailFrom: "Sabal <no-reply@sabal.example.com>" }, database.db, quiet);
    await mailer.send(message);
    const received = await sink.waitFor("ana@example.com");
    expect(received.raw).toContain("Subject: We received your claim");
    expect(received.raw).toContain("From: Sabal <no-reply@sabal.example.com>");
    await mailer.deliverDue();
    expect(sink.received).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps every message, uncounted, while the mail server is down, and delivers each once when it returns", async () => {
    const { port } = new URL(sink.url);
    await sink.close();
    mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "no-reply@sabal.example.com" },
      database.db,
      quiet,
      { pollMs: 200 },
    );
    await mailer.queue(message);
    await mailer.queue({ ...message, to: "ben@example.com" });
    expect(await mailer.deliverDue()).toBe(0);
    const waiting = await rows();
    // An outage is the server's failure, not the messages': no attempt is spent, however long it lasts.
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting[0]!.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 1000);

    sink = await startSmtpSink({ port: Number(port) });
    // The sender's own poll and an explicit round may share the work: what counts is that each arrives once.
    void mailer.deliverDue();
    await sink.waitFor("ana@example.com");
    await sink.waitFor("ben@example.com");
    await mailer.deliverDue(); // lets a round still marking them sent finish
    expect(await mailer.deliverDue()).toBe(0);
    expect(sink.received.map((mail) => mail.to).sort()).toEqual([["ana@example.com"], ["ben@example.com"]]);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
  });

  it("retries a message the server refuses with back-off, then gives up on it after the last attempt", async () => {
    await sink.close();
    sink = await startSmtpSink({ refuseRecipient: (address) => address === "ana@example.com" });
    mailer = createMailer({ smtpUrl: sink.url, mailFrom: "no-reply@sabal.example.com" }, database.db, quiet);
    await mailer.queue(message);
    await mailer.queue({ ...message, to: "ben@example.com" });
    expect(await mailer.deliverDue()).toBe(1);
    const [refused, delivered] = await rows();
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(delivered).toMatchObject({ status: "sent", attempts: 1 });

    await database.db
      .update(mailOutbox)
      .set({ attempts: 7, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, refused!.id));
    await mailer.deliverDue();
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 8 });
  });
});

describe("mail outbox API", () => {
  let app: FastifyInstance;
  let as: DemoCallers;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    as = await freshDemoCallers(app);
  });

  it("shows staff what waits without SMTP, withholding reset links, and nobody else", async () => {
    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: siteOrigin },
      payload: { email: "agent@example.com", redirectTo: "/agents/reset-password" },
    });
    expect(reset.statusCode).toBe(200);
    const { db } = await testDatabase();
    await app.mail.queue(message, db);

    const listed = await as.call("staff", "GET", "/api/mail/outbox");
    expect(listed.statusCode).toBe(200);
    const items = listed.json().data.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      kind: "claim-acknowledgement",
      to: "ana@example.com",
      text: "Hello",
      status: "pending",
    });
    expect(items[1]).toMatchObject({ kind: "password-reset", to: "agent@example.com", text: null, status: "pending" });
    expect((await as.call("agent", "GET", "/api/mail/outbox")).statusCode).toBe(403);
    expect((await as.call("anonymous", "GET", "/api/mail/outbox")).statusCode).toBe(401);
  });
});
