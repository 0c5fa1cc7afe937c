import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../src/server/db/schema";
import type { OutboxMessageView, OutboxSummary } from "../../src/shared/mail";
import type { Page } from "../../src/shared/page";
import { demoUser, useApi, type ApiFixture, type TestUser } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { insertOutboxMessage } from "./support/rows";
import { siteOrigin } from "./support/sign-in";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const italian = { headers: { "accept-language": "it" } };

/** The Mail screen's calls, as one staff member makes them. */
function mailScreen(api: ApiFixture, staff: () => TestUser) {
  return {
    async list(query: string): Promise<OutboxMessageView[]> {
      const answer = await api.call(staff(), "GET", `/api/mail/outbox${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as Page<OutboxMessageView>).items;
    },
    async summary(): Promise<OutboxSummary> {
      return (await api.call(staff(), "GET", "/api/mail/outbox/summary")).json().data;
    },
    resend: (id: number, options = {}) =>
      api.call(staff(), "POST", `/api/mail/outbox/${id}/resend`, undefined, options),
  };
}

const resendAudits = (api: ApiFixture, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "mail.resend"), eq(auditLog.entityId, String(id))));

describe("resending an e-mail the mail server refused", () => {
  // One attempt (MAIL_MAX_ATTEMPTS=1): a refusal marks the message failed at once, as the eighth does by default.
  const api = useApi({ mail: true, config: { mailMaxAttempts: 1 } });
  const as = api.loginEach({ staff: "staff", agent: demoUser.agent });
  const screen = mailScreen(api, () => as.staff);

  /** Waits for the sender to give up on the message to `address`, and answers it as staff read it. */
  async function failedTo(address: string): Promise<OutboxMessageView> {
    await expect
      .poll(async () => (await screen.list(`?status=failed&search=${address}`)).length, { timeout: 10_000 })
      .toBe(1);
    return (await screen.list(`?status=failed&search=${address}`))[0]!;
  }

  it("delivers it once staff send it again after the server takes mail for that address", async () => {
    await api.startSink({ refuseRecipient: (address) => address === "robert.tran@example.com" });
    const filed = await api.call("anonymous", "POST", "/api/claims", claimSubmission("SRE-0000001"));
    expect(filed.statusCode, filed.body).toBe(201);

    const failed = await failedTo("robert.tran@example.com");
    expect(failed).toMatchObject({ kind: "claim-acknowledgement", attempts: 1, resendable: true, sentAt: null });
    expect(failed.lastError).toMatch(/550|No such mailbox/);
    // The claims team's copy goes out in the same round: only the refused address failed.
    await expect.poll(() => screen.summary()).toMatchObject({ failed: 1, waiting: 0 });
    expect(api.sink.received.map((mail) => mail.to)).toEqual([[api.app.company.emails.claims]]);

    const sink = await api.startSink();
    const resent = await screen.resend(failed.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe("The e-mail to robert.tran@example.com will be sent again now.");
    expect(resent.json().data).toMatchObject({
      id: failed.id,
      status: "pending",
      attempts: 0,
      lastError: null,
      resendable: false,
    });

    const delivered = await sink.waitFor("robert.tran@example.com");
    expect(delivered.raw).toContain(`Subject: ${failed.subject}`);
    await expect
      .poll(async () => (await screen.list("?kind=claim-acknowledgement"))[0], { timeout: 10_000 })
      .toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: expect.any(String) });
    expect(await screen.summary()).toEqual({ waiting: 0, retrying: 0, failed: 0, oldestWaitingAt: null });
    expect(sink.received.filter((mail) => mail.to.includes("robert.tran@example.com"))).toHaveLength(1);

    const [audit, ...more] = await resendAudits(api, failed.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actor: as.staff.id,
      entityType: "mail",
      before: expect.objectContaining({ status: "failed", attempts: 1 }),
      after: expect.objectContaining({ status: "pending", attempts: 0 }),
    });

    const again = await screen.resend(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only an e-mail that failed can be sent again; this one is sent.");
  });

  it("sends a reset link again while it still works, without ever showing it to staff", async () => {
    await api.startSink({ refuseRecipient: (address) => address === "agent@example.com" });
    const asked = await api.call("anonymous", "POST", "/api/auth/request-password-reset", {
      email: "agent@example.com",
      redirectTo: "/agents/reset-password",
    });
    expect(asked.statusCode).toBe(200);
    const failed = await failedTo("agent@example.com");
    expect(failed).toMatchObject({ kind: "password-reset", text: null, resendable: true });

    const sink = await api.startSink();
    const resent = await screen.resend(failed.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.text).toBeNull();

    const mail = await sink.waitFor("agent@example.com");
    const token = /\/agents\/reset-password\?token=([\w-]+)/.exec(mail.raw)?.[1];
    expect(token).toBeTruthy();
    expect(resent.body).not.toContain(token);
    expect(JSON.stringify(await resendAudits(api, failed.id))).not.toContain(token);
    expect(JSON.stringify(await screen.list(""))).not.toContain(token);

    // The link the agent finally got works.
    const reset = await api.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { origin: siteOrigin },
      payload: { newPassword: "Gulf breeze over Tampa Bay", token },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});

describe("what may not be sent again", () => {
  // No SMTP: the rows the tests write stay as written.
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: demoUser.agent });
  const screen = mailScreen(api, () => as.staff);
  const failed = (row: Partial<typeof mailOutbox.$inferInsert> = {}) =>
    insertOutboxMessage(api.db, { status: "failed", attempts: 8, lastError: "550 No such mailbox", ...row });
  const statusOf = async (id: number) =>
    (await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;

  it("refuses a message that has not failed, one it does not know and a malformed id, in the reader's language", async () => {
    const pending = await insertOutboxMessage(api.db, { attempts: 3 });
    const sent = await insertOutboxMessage(api.db, { status: "sent", attempts: 1, sentAt: new Date() });

    const waiting = await screen.resend(pending.id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      success: false,
      message: "Only an e-mail that failed can be sent again; this one is waiting to be sent.",
    });
    const inItalian = await screen.resend(sent.id, italian);
    expect(inItalian.statusCode).toBe(409);
    expect(inItalian.json().message).toBe(
      "Si può inviare di nuovo solo un'email non consegnata; questa è nello stato «inviata».",
    );

    const unknown = await screen.resend(sent.id + 1000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("The requested e-mail could not be found.");
    expect((await screen.resend(sent.id + 1000, italian)).json().message).toBe(
      "L'email richiesta non è stata trovata.",
    );
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const malformed = await api.call(as.staff, "POST", `/api/mail/outbox/${id}/resend`);
      expect(malformed.statusCode, id).toBe(400);
    }

    expect([await statusOf(pending.id), await statusOf(sent.id)]).toEqual(["pending", "sent"]);
    expect(await api.db.select().from(auditLog).where(eq(auditLog.action, "mail.resend"))).toEqual([]);
  });

  it("is staff's only", async () => {
    const message = await failed();
    const byAgent = await api.call(as.agent, "POST", `/api/mail/outbox/${message.id}/resend`);
    expect(byAgent.statusCode).toBe(403);
    const byAnyone = await api.call("anonymous", "POST", `/api/mail/outbox/${message.id}/resend`);
    expect(byAnyone.statusCode).toBe(401);
    expect(await statusOf(message.id)).toBe("failed");
  });

  it("refuses a link that has expired, or nearly, and says to ask for a new one", async () => {
    const link = "https://sabal.example.com/agents/reset-password?token=secret-token";
    const [reset, invitation, signIn, signInFresh, emailChange] = await Promise.all([
      failed({ kind: "password-reset", textBody: link, createdAt: minutesAgo(61) }),
      failed({ kind: "account-invitation", textBody: link, createdAt: minutesAgo(120) }),
      // 15 minutes of life: 4 left is too few to be worth sending.
      failed({ kind: "member-sign-in-link", textBody: link, createdAt: minutesAgo(11) }),
      failed({ kind: "member-sign-in-link", textBody: link, createdAt: minutesAgo(2) }),
      failed({ kind: "email-change-link", textBody: link, createdAt: minutesAgo(50) }),
    ]);
    const resendable = Object.fromEntries((await screen.list("?status=failed")).map((row) => [row.id, row.resendable]));
    expect(resendable).toEqual({
      [reset.id]: false,
      [invitation.id]: false,
      [signIn.id]: false,
      [signInFresh.id]: true,
      [emailChange.id]: true,
    });

    for (const expired of [reset, invitation, signIn]) {
      const refused = await screen.resend(expired.id);
      expect(refused.statusCode, expired.kind).toBe(409);
      expect(refused.json().message).toBe(
        "This e-mail carried a link that has expired, so sending it again would not help: ask the person to request a new one (for an invitation, invite them again from Configure).",
      );
      expect(await statusOf(expired.id)).toBe("failed");
    }
    expect((await screen.resend(reset.id, italian)).json().message).toBe(
      "Questa email conteneva un link ormai scaduto, quindi inviarla di nuovo non servirebbe: chiedi alla persona di richiederne uno nuovo (per un invito, invitala di nuovo da Configura).",
    );

    const fresh = await screen.resend(signInFresh.id, italian);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().message).toBe("L'email a ana@example.com verrà inviata di nuovo ora.");
    expect(fresh.json().data).toMatchObject({ status: "pending", text: null });
    expect(JSON.stringify(await resendAudits(api, signInFresh.id))).not.toContain("secret-token");
  });

  it("queues a message once when two staff send it again at the same moment", async () => {
    const message = await failed();
    const answers = await Promise.all([screen.resend(message.id), screen.resend(message.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await resendAudits(api, message.id)).toHaveLength(1);
  });
});
