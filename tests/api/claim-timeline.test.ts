import { readFileSync } from "node:fs";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, claimStatusEvents, claims, mailOutbox } from "../../src/server/db/schema";
import { useApi } from "./support/api-fixture";
import { claimSubmission as claim } from "./support/claim-submission";
import { insertClaim } from "./support/rows";

describe("claim status timeline", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", agent: "agent", member: "member" });

  /** Files a claim as an anonymous claimant; answers its id and number. */
  async function filed(overrides: Parameters<typeof claim>[1] = {}) {
    const answer = await api.call("anonymous", "POST", "/api/claims", claim("SRE-0000001", overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    const { claimNumber } = answer.json().data;
    const { db } = api;
    const [row] = await db.select({ id: claims.id }).from(claims).where(eq(claims.claimNumber, claimNumber));
    return { id: row!.id, claimNumber };
  }
  const timeline = async (id: string) => (await api.call(as.staff, "GET", `/api/claims/${id}/timeline`)).json().data;
  const statusMails = async (id: string) => {
    const { db } = api;
    const [row] = await db.select().from(claims).where(eq(claims.id, id));
    return db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "claim-status"), eq(mailOutbox.toAddress, row!.notifierEmail)))
      .orderBy(asc(mailOutbox.id));
  };

  it("starts every filed claim with 'received', by no staff member", async () => {
    const { id } = await filed();
    expect(await timeline(id)).toMatchObject([{ status: "received", changedBy: null, note: null }]);
  });

  it("records a staff change with its note, audits it and e-mails the claimant once", async () => {
    const { id, claimNumber } = await filed({ notifierEmail: "timeline.claimant@example.com" });
    const note = "Our adjuster Maria Lopez will call you on Tuesday morning.";
    const moved = await api.call(as.staff, "PATCH", `/api/claims/${id}`, { status: "adjuster contact", note });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ claimNumber, status: "adjuster contact" });

    expect(await timeline(id)).toMatchObject([
      { status: "received", changedBy: null, note: null },
      { status: "adjuster contact", changedBy: as.staff.id, changedByName: expect.any(String), note },
    ]);

    const { db } = api;
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(["claim.create", "claim.status"]);
    expect(audit[1]).toMatchObject({ actor: as.staff.id, after: { status: "adjuster contact" } });

    const mails = await statusMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your claim ${claimNumber} is with your adjuster`);
    expect(mails[0]!.textBody).toContain("Your adjuster will contact you");
    expect(mails[0]!.textBody).toContain(note);
    expect(mails[0]!.textBody).toContain(api.app.company.phones.claimsHotline.display);
    expect(mails[0]!.textBody).toContain(api.app.company.emails.claims);
    // Delivered too, after the filing's acknowledgement.
    await expect
      .poll(() => api.sink.received.filter((mail) => mail.to.includes("timeline.claimant@example.com")).length)
      .toBe(2);
    const delivered = api.sink.received.filter((mail) => mail.to.includes("timeline.claimant@example.com"));
    expect(
      delivered.some((mail) => mail.raw.includes(`Subject: Your claim ${claimNumber} is with your adjuster`)),
    ).toBe(true);
  });

  it("refuses a change to the status the claim already has, and writes nothing", async () => {
    const { id } = await filed();
    const same = await api.call(as.staff, "PATCH", `/api/claims/${id}`, { status: "received" });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ success: false, message: expect.stringContaining("already received") });
    expect(await timeline(id)).toHaveLength(1);
    expect(await statusMails(id)).toHaveLength(0);
  });

  it("keeps the timeline in order and sends one e-mail per change", async () => {
    const { id } = await filed();
    for (const status of ["assigned", "adjuster contact", "closed"]) {
      expect((await api.call(as.staff, "PATCH", `/api/claims/${id}`, { status })).statusCode).toBe(200);
    }
    const events = await timeline(id);
    expect(events.map((event: { status: string }) => event.status)).toEqual([
      "received",
      "assigned",
      "adjuster contact",
      "closed",
    ]);
    const times = events.map((event: { changedAt: string }) => Date.parse(event.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await statusMails(id)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("has been assigned to an adjuster"),
      expect.stringContaining("is with your adjuster"),
      expect.stringContaining("has been closed"),
    ]);
  });

  it("refuses a note that is too long, and an unknown claim", async () => {
    const { id } = await filed();
    const long = await api.call(as.staff, "PATCH", `/api/claims/${id}`, { status: "assigned", note: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: "note", message: expect.stringContaining("1000") }]);
    expect((await api.call(as.staff, "GET", "/api/claims/nope/timeline")).statusCode).toBe(404);
  });

  it("lets only staff change a status or read the timeline", async () => {
    const { id } = await filed();
    for (const who of ["agent", "member"] as const) {
      expect((await api.call(as[who], "PATCH", `/api/claims/${id}`, { status: "closed" })).statusCode).toBe(403);
      expect((await api.call(as[who], "GET", `/api/claims/${id}/timeline`)).statusCode).toBe(403);
    }
    expect((await api.call("anonymous", "PATCH", `/api/claims/${id}`, { status: "closed" })).statusCode).toBe(401);
    expect((await api.call("anonymous", "GET", `/api/claims/${id}/timeline`)).statusCode).toBe(401);
    expect(await timeline(id)).toHaveLength(1);
    expect(await statusMails(id)).toHaveLength(0);
  });

  it("gives claims filed before the timeline one, from the migration's backfill", async () => {
    const { db } = api;
    // Claims as a book of business has them: one still received, one assigned a day after it was filed.
    const filedAt = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000);
    await insertClaim(db, { createdAt: filedAt, updatedAt: filedAt });
    await insertClaim(db, {
      status: "assigned",
      createdAt: filedAt,
      updatedAt: new Date(filedAt.getTime() + 86_400_000),
    });
    await db.delete(claimStatusEvents);
    const migration = readFileSync("src/server/db/migrations/0013_claim_status_history.sql", "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => statement.includes("INSERT INTO"));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const [assigned] = await db.select().from(claims).where(eq(claims.status, "assigned"));
    expect(await timeline(assigned!.id)).toEqual([
      {
        status: "received",
        changedAt: assigned!.createdAt.toISOString(),
        changedBy: null,
        changedByName: null,
        note: null,
      },
      {
        status: "assigned",
        changedAt: assigned!.updatedAt.toISOString(),
        changedBy: null,
        changedByName: null,
        note: null,
      },
    ]);
    const [received] = await db.select().from(claims).where(eq(claims.status, "received"));
    expect(await timeline(received!.id)).toMatchObject([{ status: "received" }]);
  });
});
