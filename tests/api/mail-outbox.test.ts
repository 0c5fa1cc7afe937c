import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { createMailer, type Mailer } from "../../src/server/modules/mail/mailer";
import { createOutboxRepository } from "../../src/server/modules/mail/outbox-repository";
import { demoUser, useApi } from "./support/api-fixture";

const quiet = pino({ level: "silent" });
const message = {
  kind: "claim-acknowledgement",
  to: "ana@example.com",
  subject: "We received your claim",
  text: "Hello",
  html: "<p>Hello</p>",
};

describe("mail outbox", () => {
  // The sink is for the mailers these tests make; the app itself sends nothing.
  const api = useApi({ mail: true, config: { smtpUrl: undefined } });
  let mailer: Mailer | undefined;

  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
  });

  const rows = () => api.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it("keeps a message only if the transaction it was written in commits", async () => {
    mailer = createMailer(
      { smtpUrl: undefined, mailFrom: "Sabal <no-reply@sabal.example.com>" },
      createOutboxRepository(api.db),
      quiet,
    );
    await expect(
      api.db.transaction(async (tx) => {
        await mailer!.queue(message, tx);
        throw new Error("the business record failed");
      }),
    ).rejects.toThrow("the business record failed");
    expect(await rows()).toEqual([]);
    await api.db.transaction((tx) => mailer!.queue(message, tx));
    expect((await rows()).map((row) => row.status)).toEqual(["pending"]);
  });

  it("delivers through SMTP once, and records it", async () => {
    mailer = createMailer(
      { smtpUrl: api.sink.url, mailFrom: "Sabal <no-reply@sabal.example.com>" },
      createOutboxRepository(api.db),
      quiet,
    );
    await mailer.send(message);
    const received = await api.sink.waitFor("ana@example.com");
    expect(received.raw).toContain("Subject: We received your claim");
    expect(received.raw).toContain("From: Sabal <no-reply@sabal.example.com>");
    await mailer.deliverDue();
    expect(api.sink.received).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps every message, uncounted, while the mail server is down, and delivers each once when it returns", async () => {
    const { url } = api.sink;
    await api.stopSink();
    mailer = createMailer(
      { smtpUrl: url, mailFrom: "no-reply@sabal.example.com" },
      createOutboxRepository(api.db),
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

    const sink = await api.startSink();
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
    const sink = await api.startSink({ refuseRecipient: (address) => address === "ana@example.com" });
    mailer = createMailer(
      { smtpUrl: sink.url, mailFrom: "no-reply@sabal.example.com" },
      createOutboxRepository(api.db),
      quiet,
    );
    await mailer.queue(message);
    await mailer.queue({ ...message, to: "ben@example.com" });
    expect(await mailer.deliverDue()).toBe(1);
    const [refused, delivered] = await rows();
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(delivered).toMatchObject({ status: "sent", attempts: 1 });

    await api.db
      .update(mailOutbox)
      .set({ attempts: 7, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, refused!.id));
    await mailer.deliverDue();
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 8 });
  });
});

describe("mail outbox API", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: demoUser.agent });

  it("shows staff what waits without SMTP, withholding reset links, and nobody else", async () => {
    const reset = await api.call("anonymous", "POST", "/api/auth/request-password-reset", {
      email: "agent@example.com",
      redirectTo: "/agents/reset-password",
    });
    expect(reset.statusCode).toBe(200);
    await api.app.mail.queue(message, api.db);

    const listed = await api.call(as.staff, "GET", "/api/mail/outbox");
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
    expect((await api.call(as.agent, "GET", "/api/mail/outbox")).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", "/api/mail/outbox")).statusCode).toBe(401);
  });
});
