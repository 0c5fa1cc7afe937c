import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, policies } from "../../src/server/db/schema";
import { seedDemoData } from "../../src/server/db/seed";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { claimSubmission } from "./support/claim-submission";
import { siteOrigin } from "./support/sign-in";
import { buildTestApp, testConfig } from "./support/test-app";
import { resetDatabase, testDatabase } from "./support/test-database";

const requestId = "test-trace-12345678";

describe("the request id follows the work past the request", () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // Seeded before the app starts, so its sender finds no other file's mail waiting.
    const database = await testDatabase();
    await resetDatabase(database);
    await seedDemoData(database, testConfig());
    sink = await startSmtpSink();
    const stream = new PassThrough();
    let partial = "";
    stream.on("data", (chunk: Buffer) => {
      const text = partial + chunk.toString("utf8");
      const complete = text.split("\n");
      partial = complete.pop()!;
      for (const line of complete) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    app = await buildTestApp({ smtpUrl: sink.url, logLevel: "info" }, { logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it("stamps a filed claim's outbox rows and audit row, and the sender logs under it", async () => {
    const { db } = await testDatabase();
    const [policy] = await db.select({ number: policies.policyNumber }).from(policies).limit(1);
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      headers: { origin: siteOrigin, "x-request-id": requestId },
      payload: claimSubmission(policy!.number),
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
    const sent = lines.filter((line) => line.msg === "e-mail sent" && ids.includes(line.mailId as number));
    expect(sent.map((line) => [line.kind, line.reqId]).sort()).toEqual([
      ["claim-acknowledgement", requestId],
      ["claim-notice", requestId],
    ]);
    expect(lines.some((line) => line.msg === "claim received" && line.reqId === requestId)).toBe(true);
  });

  it("stamps mail better-auth writes from inside its own callbacks", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: siteOrigin, "x-request-id": "reset-trace-87654321" },
      payload: { email: "agent@example.com", redirectTo: "/agents/reset-password" },
    });
    expect(response.statusCode).toBe(200);
    const { db } = await testDatabase();
    const [reset] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "password-reset"));
    expect(reset?.requestId).toBe("reset-trace-87654321");
  });

  it("leaves mail written outside any request unstamped", async () => {
    const { db } = await testDatabase();
    const id = await app.mail.queue({ kind: "test", to: "ana@example.com", subject: "Hello", text: "Hello" }, db);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.requestId).toBeNull();
  });
});
