import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../src/server/db/schema";
import { demoUser, useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { insertPolicy } from "./support/rows";

const requestId = "test-trace-12345678";

describe("the request id follows the work past the request", () => {
  const api = useApi({ mail: true, logs: "info" });

  it("stamps a filed claim's outbox rows and audit row, and the sender logs under it", async () => {
    const { app, db, sink } = api;
    const policy = await insertPolicy(db);
    const response = await api.call("anonymous", "POST", "/api/claims", claimSubmission(policy.policyNumber), {
      headers: { "x-request-id": requestId },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["x-request-id"]).toBe(requestId);

    const outbox = await db.select().from(mailOutbox);
    expect(outbox.map((row) => [row.kind, row.requestId]).sort()).toEqual([
      ["claim-acknowledgement", requestId],
      ["claim-notice", requestId],
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "claim.create"));
    expect(audit).toMatchObject({ actor: "anonymous", entityType: "claim", requestId, before: null });
    expect(audit?.after).toMatchObject({ claimNumber: response.json().data.claimNumber });

    await sink.waitFor("robert.tran@example.com");
    await sink.waitFor(app.company.emails.claims);
    await app.mail.deliverDue();
    const ids = outbox.map((row) => row.id);
    const sent = api.log.lines().filter((line) => line.msg === "e-mail sent" && ids.includes(line.mailId as number));
    expect(sent.map((line) => [line.kind, line.reqId]).sort()).toEqual([
      ["claim-acknowledgement", requestId],
      ["claim-notice", requestId],
    ]);
    expect(api.log.lines().some((line) => line.msg === "claim received" && line.reqId === requestId)).toBe(true);
  });

  it("stamps mail better-auth writes from inside its own callbacks", async () => {
    await api.addUser(demoUser.agent);
    const response = await api.call(
      "anonymous",
      "POST",
      "/api/auth/request-password-reset",
      { email: "agent@example.com", redirectTo: "/agents/reset-password" },
      { headers: { "x-request-id": "reset-trace-87654321" } },
    );
    expect(response.statusCode).toBe(200);
    const { db } = api;
    const [reset] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "password-reset"));
    expect(reset?.requestId).toBe("reset-trace-87654321");
  });

  it("leaves mail written outside any request unstamped", async () => {
    const { app, db } = api;
    const id = await app.mail.queue(
      { kind: "test", to: "ana@example.com", subject: "Hello", text: "Hello", html: "<p>Hello</p>" },
      db,
    );
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.requestId).toBeNull();
  });
});
