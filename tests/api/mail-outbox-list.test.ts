import { describe, expect, it } from "vitest";
import type { OutboxMessageView, OutboxSummary } from "../../src/shared/mail";
import { fieldsOf } from "./support/answers";
import { demoUser, useApi } from "./support/api-fixture";
import { insertOutboxMessage } from "./support/rows";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("the Mail screen's outbox list and counts", () => {
  // No SMTP: nothing the tests write is delivered behind their back.
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: demoUser.agent });

  const list = async (query = "") => {
    const answer = await api.call(as.staff, "GET", `/api/mail/outbox${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { items: OutboxMessageView[]; totalItems: number; page: number; pageSize: number };
  };
  const recipients = async (query: string) => (await list(query)).items.map((item) => item.to);

  /** One message of each state, written in this order (so newest first is the reverse). */
  async function outbox() {
    const sent = await insertOutboxMessage(api.db, {
      toAddress: "ana.lopez@example.com",
      status: "sent",
      attempts: 1,
      sentAt: new Date(),
      createdAt: minutesAgo(50),
    });
    const failed = await insertOutboxMessage(api.db, {
      kind: "claim-status",
      toAddress: "ben@example.com",
      subject: "Your claim CLM-1 is now assigned",
      status: "failed",
      attempts: 8,
      lastError: "Can't send mail - all recipients were rejected: 550 No such mailbox",
      createdAt: minutesAgo(40),
    });
    const retrying = await insertOutboxMessage(api.db, {
      kind: "password-reset",
      toAddress: "carla@example.com",
      subject: "Reset your Sabal password",
      textBody: "Open https://sabal.example.com/agents/reset-password?token=secret-token",
      htmlBody: '<a href="https://sabal.example.com/agents/reset-password?token=secret-token">Reset</a>',
      attempts: 2,
      lastError: "452 Mailbox full",
      createdAt: minutesAgo(30),
    });
    const waiting = await insertOutboxMessage(api.db, {
      kind: "payment-confirmation",
      toAddress: "dan@example.com",
      subject: "Payment received for SRE-0000011",
      createdAt: minutesAgo(20),
    });
    return { sent, failed, retrying, waiting };
  }

  it("filters by status, kind and part of the recipient or subject, newest first", async () => {
    await outbox();
    expect(await recipients("")).toEqual([
      "dan@example.com",
      "carla@example.com",
      "ben@example.com",
      "ana.lopez@example.com",
    ]);
    expect(await recipients("?status=failed")).toEqual(["ben@example.com"]);
    expect(await recipients("?status=pending")).toEqual(["dan@example.com", "carla@example.com"]);
    expect(await recipients("?status=sent")).toEqual(["ana.lopez@example.com"]);
    expect(await recipients("?kind=password-reset")).toEqual(["carla@example.com"]);
    expect(await recipients("?status=pending&kind=claim-status")).toEqual([]);
    // Any case, in the address or the subject.
    expect(await recipients("?search=LOPEZ")).toEqual(["ana.lopez@example.com"]);
    expect(await recipients("?search=payment%20received")).toEqual(["dan@example.com"]);
    expect(await recipients("?search=%20clm-1%20")).toEqual(["ben@example.com"]);
    // A LIKE wildcard is a character to look for, not "anything".
    expect(await recipients("?search=%25")).toEqual([]);
    expect(await recipients("?search=_")).toEqual([]);
    expect(await recipients("?status=failed&search=ana")).toEqual([]);
  });

  it("pages the answer, with the total of what the filters keep", async () => {
    await outbox();
    const second = await list("?pageSize=3&page=2");
    expect(second).toMatchObject({ totalItems: 4, totalPages: 2, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.to)).toEqual(["ana.lopez@example.com"]);
    expect(await list("?status=pending&pageSize=1")).toMatchObject({ totalItems: 2 });
  });

  it("shows each message's state, withholding the text of one that carries a link", async () => {
    const { failed, retrying } = await outbox();
    const items = (await list()).items;
    const reset = items.find((item) => item.id === retrying.id)!;
    expect(reset).toMatchObject({
      kind: "password-reset",
      status: "pending",
      attempts: 2,
      lastError: "452 Mailbox full",
      text: null,
      resendable: false,
    });
    expect(JSON.stringify(items)).not.toContain("secret-token");
    expect(items.find((item) => item.id === failed.id)).toMatchObject({
      kind: "claim-status",
      status: "failed",
      attempts: 8,
      text: "Hello",
      sentAt: null,
      resendable: true,
    });
    expect(items.find((item) => item.status === "sent")).toMatchObject({ resendable: false });
    expect(items.find((item) => item.status === "sent")?.sentAt).toEqual(expect.any(String));
  });

  it("refuses filters it does not know, field by field", async () => {
    const answer = await api.call(as.staff, "GET", "/api/mail/outbox?status=bounced&kind=newsletter");
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer.json())).toEqual(["kind", "status"]);
    const long = await api.call(as.staff, "GET", `/api/mail/outbox?search=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });

  it("counts what waits, what is being retried and what failed, whatever the list shows", async () => {
    const empty = await api.call(as.staff, "GET", "/api/mail/outbox/summary");
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ waiting: 0, retrying: 0, failed: 0, oldestWaitingAt: null });

    const { retrying } = await outbox();
    await insertOutboxMessage(api.db, { status: "failed", attempts: 8, toAddress: "eve@example.com" });
    const summary = (await api.call(as.staff, "GET", "/api/mail/outbox/summary")).json().data as OutboxSummary;
    expect(summary).toEqual({
      waiting: 2,
      retrying: 1,
      failed: 2,
      oldestWaitingAt: retrying.createdAt.toISOString(),
    });
  });

  it("is staff's only", async () => {
    for (const url of ["/api/mail/outbox?status=failed", "/api/mail/outbox/summary"]) {
      expect((await api.call(as.agent, "GET", url)).statusCode).toBe(403);
      expect((await api.call("anonymous", "GET", url)).statusCode).toBe(401);
    }
  });
});
