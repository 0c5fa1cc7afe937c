import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  claimStatusEvents,
  documents,
  insuredAccounts,
  mailOutbox,
  policies,
  user,
  verification,
} from "../../src/server/db/schema";
import { english } from "../../src/shared/messages/catalog";
import { fieldsOf } from "./support/answers";
import { demoUser, useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { samplePdf } from "./support/multipart";
import { insertClaim, insertDocument, insertInsuredAccount, insertPolicy } from "./support/rows";
import { cookieHeader, siteOrigin } from "./support/sign-in";

const day = 24 * 60 * 60 * 1000;

describe("member portal", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", agent: demoUser.agent, member: demoUser.member });
  // Each request for a link comes from its own address, so the per-address limit is tested only where meant.
  let nextAddress = 1;

  /** A document on the policy, with its file in storage. */
  const addDocument = async (policyId: string, name: string, visibleToInsured: boolean) => {
    const storageKey = `documents/${randomUUID()}`;
    await api.app.fileStorage.put(storageKey, samplePdf);
    await insertDocument(api.db, { name, visibleToInsured, policyId, storageKey, size: samplePdf.length });
  };

  // The member's household as the demo has it (its policy, a document shared with them and one staff keep,
  // a claim in progress), another insured of the same agent, and an insured who has not signed in yet.
  beforeEach(async () => {
    const { db } = api;
    const home = await insertInsuredAccount(db, {
      name: "Morgan Member",
      contactName: "Morgan Member",
      email: "member@example.com",
      agentId: as.agent.id,
    });
    const policy = await insertPolicy(db, {
      insuredName: home.name,
      premium: 2_400,
      coverage: 385_000,
      agentId: as.agent.id,
      accountId: home.id,
    });
    await addDocument(policy.id, "Wind mitigation inspection.pdf", true);
    await addDocument(policy.id, "Underwriting notes.pdf", false);
    const filedAt = new Date(Date.now() - 6 * day);
    const assignedAt = new Date(filedAt.getTime() + day);
    const claim = await insertClaim(db, {
      status: "assigned",
      category: "Water Damage",
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      createdAt: filedAt,
      updatedAt: assignedAt,
    });
    await db.insert(claimStatusEvents).values([
      { claimId: claim.id, status: "received", changedAt: filedAt },
      {
        claimId: claim.id,
        status: "assigned",
        changedBy: as.staff.id,
        changedAt: assignedAt,
        note: "Your adjuster will call.",
      },
    ]);

    const other = await insertInsuredAccount(db, {
      name: "Bayshore Dental Group LLC",
      email: "office@bayshoredental.example.com",
      agentId: as.agent.id,
    });
    const otherPolicy = await insertPolicy(db, { insuredName: other.name, agentId: as.agent.id, accountId: other.id });
    await addDocument(otherPolicy.id, "Loss runs.pdf", false);

    const bakery = await insertInsuredAccount(db, {
      name: "Maria Delgado d/b/a Coral Gables Bakery",
      contactName: "Maria Delgado",
      email: "maria@coralgablesbakery.example.com",
    });
    await insertPolicy(db, { insuredName: bakery.name, accountId: bakery.id });
  });

  const askForLink = (email: string, policyNumber: string, remoteAddress = `10.0.0.${nextAddress++}`) =>
    api.call("anonymous", "POST", "/api/member/access", { email, policyNumber }, { remoteAddress });
  const linkMails = async (to: string) => {
    const { db } = api;
    return db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "member-sign-in-link"), eq(mailOutbox.toAddress, to)));
  };
  /** The path and query of the sign-in link in the newest e-mail to `to`. */
  const linkIn = async (to: string) => {
    const mail = await api.sink.waitFor(to);
    const url = new URL(/https?:\/\/\S+magic-link\/verify\S+/.exec(mail.raw)![0]);
    return url.pathname + url.search;
  };
  const openLink = (path: string) => api.app.inject({ method: "GET", url: path });
  /** The policy of the insured with this e-mail (numbers move on from test to test: the sequence is not reset). */
  const policyOf = async (email: string) => {
    const { db } = api;
    const [row] = await db
      .select({ id: policies.id, policyNumber: policies.policyNumber })
      .from(policies)
      .innerJoin(insuredAccounts, eq(insuredAccounts.id, policies.accountId))
      .where(eq(insuredAccounts.email, email));
    return row!;
  };
  const memberPolicy = () => policyOf("member@example.com");
  const otherPolicy = () => policyOf("office@bayshoredental.example.com");

  it("e-mails a one-time link for a matching pair, which signs the insured in as a member", async () => {
    const { policyNumber } = await memberPolicy();
    const asked = await askForLink("Member@Example.com", policyNumber.toLowerCase());
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ success: true, message: english.member.linkSent });

    const link = await linkIn("member@example.com");
    const opened = await openLink(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/\/members\/account$/);
    const cookie = cookieHeader(opened);
    const mine = await api.app.inject({ method: "GET", url: "/api/member/policies", headers: { cookie } });
    expect(mine.json().data.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([policyNumber]);

    // Once only.
    const again = await openLink(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toContain("/members?link=invalid");
    expect(again.cookies).toHaveLength(0);
  });

  it("answers a mismatch, and an e-mail of staff or agents, exactly like a match, and sends nothing", async () => {
    const own = (await memberPolicy()).policyNumber;
    const other = (await otherPolicy()).policyNumber;
    const { db } = api;
    // An insured whose contact e-mail is an agent's: a link would sign the agent in without a password.
    await db
      .update(insuredAccounts)
      .set({ email: "agent@example.com" })
      .where(eq(insuredAccounts.email, "office@bayshoredental.example.com"));
    const matched = await askForLink("member@example.com", own);
    const answers = [
      await askForLink("member@example.com", other),
      await askForLink("nobody@example.com", own),
      await askForLink("agent@example.com", other),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(matched.json());
    }
    expect(await linkMails("agent@example.com")).toEqual([]);
    expect(await linkMails("nobody@example.com")).toEqual([]);
  });

  it("creates a member account on an insured's first link, bound to their own policies", async () => {
    const maria = await policyOf("maria@coralgablesbakery.example.com");
    await askForLink("maria@coralgablesbakery.example.com", maria.policyNumber);
    const opened = await openLink(await linkIn("maria@coralgablesbakery.example.com"));
    expect(opened.statusCode).toBe(302);
    const { db } = api;
    const [created] = await db.select().from(user).where(eq(user.email, "maria@coralgablesbakery.example.com"));
    expect(created).toMatchObject({ role: "member", name: "Maria Delgado", emailVerified: true });
    const mine = await api.app.inject({
      method: "GET",
      url: "/api/member/policies",
      headers: { cookie: cookieHeader(opened) },
    });
    expect(mine.json().data.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([
      maria.policyNumber,
    ]);
  });

  it("refuses a link after its 15 minutes, and stores only its hash", async () => {
    await askForLink("member@example.com", (await memberPolicy()).policyNumber);
    const link = await linkIn("member@example.com");
    const token = new URL(link, siteOrigin).searchParams.get("token")!;
    const { db } = api;
    const stored = await db.select().from(verification).where(like(verification.identifier, "magic-link:%"));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).not.toContain(token);
    const minutes = (stored[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    await db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const opened = await openLink(link);
    expect(opened.headers.location).toContain("/members?link=invalid");
    expect(opened.cookies).toHaveLength(0);
  });

  it("limits requests per address and per e-mail, in the envelope", async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await askForLink(`guess${attempt}@example.com`, "SRE-0000001", "10.9.9.9")).statusCode).toBe(202);
    }
    const overAddress = await askForLink("guess11@example.com", "SRE-0000001", "10.9.9.9");
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json()).toMatchObject({ success: false, data: { retryAfterSeconds: expect.any(Number) } });

    for (let attempt = 1; attempt <= 5; attempt++) await askForLink("limited@example.com", `SRE-000000${attempt}`);
    expect((await askForLink("limited@example.com", "SRE-0000006")).statusCode).toBe(429);
  });

  it("answers bad input with field errors", async () => {
    const answer = await askForLink("not-an-email", "");
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer.json())).toEqual(["email", "policyNumber"]);
  });

  it("shows the member their policy, shared documents, declarations, claims with timelines and preferences", async () => {
    const { id, policyNumber } = await memberPolicy();
    const policy = (await api.call(as.member, "GET", `/api/member/policies/${id}`)).json().data;
    expect(policy).toMatchObject({
      policyNumber,
      status: "active",
      premium: 2400,
      coverage: 385_000,
      insured: { email: "member@example.com" },
      agent: { email: "agent@example.com" },
    });

    const documents = (await api.call(as.member, "GET", `/api/member/policies/${id}/documents`)).json().data;
    expect(documents.map((document: { name: string }) => document.name)).toEqual(["Wind mitigation inspection.pdf"]);
    const file = await api.call(as.member, "GET", `/api/member/policies/${id}/documents/${documents[0].id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("Wind mitigation inspection.pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const declarations = await api.call(as.member, "GET", `/api/member/policies/${id}/declarations`);
    expect(declarations.statusCode).toBe(200);
    expect(declarations.headers["content-type"]).toBe("application/pdf");
    expect(declarations.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const claims = (await api.call(as.member, "GET", `/api/member/policies/${id}/claims`)).json().data;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ status: "assigned", category: "Water Damage" });
    expect(claims[0].timeline.map((step: { status: string }) => step.status)).toEqual(["received", "assigned"]);
    expect(claims[0].timeline[1]).not.toHaveProperty("changedByName");

    const preferences = `/api/member/policies/${id}/preferences`;
    expect((await api.call(as.member, "GET", preferences)).json().data).toEqual({
      communication: "email",
      chosenAt: null,
      language: null,
    });
    const saved = await api.call(as.member, "PUT", preferences, { communication: "paper" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ communication: "paper", chosenAt: expect.any(String) });
    expect((await api.call(as.member, "PUT", preferences, { communication: "fax" })).statusCode).toBe(400);
    const { db } = api;
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "insured-account.communication-preference"));
    expect(audited).toMatchObject({ actor: as.member.id, after: { communication: "paper" } });
  });

  it("never shows a member another insured's policy, document or claim, and keeps others out", async () => {
    const other = (await otherPolicy()).id;
    const { db } = api;
    // Shared with its own insured, so only the policy's owner stands between it and the member.
    const [otherDocument] = await db
      .update(documents)
      .set({ visibleToInsured: true })
      .where(eq(documents.policyId, other))
      .returning({ id: documents.id });
    for (const path of [
      "",
      "/documents",
      "/claims",
      "/preferences",
      "/declarations",
      `/documents/${otherDocument!.id}/file`,
    ]) {
      const answer = await api.call(as.member, "GET", `/api/member/policies/${other}${path}`);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, data: null });
    }
    expect(
      (await api.call(as.member, "PUT", `/api/member/policies/${other}/preferences`, { communication: "paper" }))
        .statusCode,
    ).toBe(404);
    const own = (await memberPolicy()).id;
    for (const who of ["staff", "agent"] as const) {
      expect((await api.call(as[who], "GET", `/api/member/policies/${own}`)).statusCode).toBe(403);
    }
    expect((await api.call("anonymous", "GET", "/api/member/policies")).statusCode).toBe(401);
    expect((await api.call(as.member, "GET", "/api/policies")).statusCode).toBe(403);
  });

  it("e-mails the insured too when staff move a claim someone else reported", async () => {
    const { id, policyNumber } = await memberPolicy();
    const filed = await api.call(
      "anonymous",
      "POST",
      "/api/claims",
      claimSubmission(policyNumber, {
        notifierFirstName: "Casey",
        notifierEmail: "casey@example.com",
        relationshipToMember: "Spouse",
      }),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const claims = (await api.call(as.member, "GET", `/api/member/policies/${id}/claims`)).json().data;
    const claim = claims.find((each: { claimNumber: string }) => each.claimNumber === filed.json().data.claimNumber);
    expect(claim.timeline.map((step: { status: string }) => step.status)).toEqual(["received"]);

    expect((await api.call(as.staff, "PATCH", `/api/claims/${claim.id}`, { status: "assigned" })).statusCode).toBe(200);
    const { db } = api;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "claim-status"));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["casey@example.com", "member@example.com"]);
    const after = (await api.call(as.member, "GET", `/api/member/policies/${id}/claims`)).json().data;
    expect(after.find((each: { id: string }) => each.id === claim.id).status).toBe("assigned");
  });
});
