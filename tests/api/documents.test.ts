import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { documents } from "../../src/server/db/schema";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import type { Document } from "../../src/shared/document";
import type { Portal } from "../../src/shared/portal";
import { fieldsOf } from "./support/answers";
import { demoUser, useApi } from "./support/api-fixture";

describe("documents API and workflow", () => {
  const api = useApi();
  const as = api.loginEach({ staff: demoUser.staff, agent: demoUser.agent, agent2: "agent", member: "member" });
  let portal: Portal;

  beforeEach(async () => {
    portal = (await api.call(as.agent, "POST", "/api/portals", { QsmConfigName: "Tampa Roofing" })).json().data;
  });

  const addDocument = async (body: object = {}, who: "staff" | "agent" = "agent"): Promise<Document> => {
    const response = await api.call(as[who], "POST", `/api/portal/${portal.portalIdentity}/documents`, {
      name: "Wind mitigation inspection",
      category: "Inspection",
      priority: "High",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const move = (who: "staff" | "agent" | "agent2", document: Document, body: object) =>
    api.call(as[who], "POST", `/api/portal/${portal.portalIdentity}/documents/${document.id}/workflow`, body);

  it("adds a document entry to a portal and lists it with paging totals", async () => {
    const document = await addDocument();
    expect(document).toMatchObject({
      name: "Wind mitigation inspection",
      status: "Draft",
      priority: "High",
      category: "Inspection",
      hasFile: false,
      portalIdentity: portal.portalIdentity,
      modifiedBy: "Alex Agent",
    });
    for (let index = 0; index < 11; index++) await addDocument({ name: `Loss run ${index}`, priority: "Low" });
    const page = (await api.call(as.agent, "GET", `/api/portal/${portal.portalIdentity}/documents?priority=Low`)).json()
      .data;
    expect(page).toMatchObject({ totalItems: 11, totalPages: 2, pageSize: 10 });
    const byName = await api.call(
      as.agent,
      "GET",
      `/api/portal/${portal.portalIdentity}/documents?searchTerm=wind&sortBy=name&sortDirection=asc`,
    );
    expect(byName.json().data.items.map((item: Document) => item.id)).toEqual([document.id]);
    expect((await api.call(as.agent, "GET", `/api/portal/${portal.portalIdentity}`)).json().data.documentCount).toBe(
      12,
    );
    const invalid = await api.call(as.agent, "POST", `/api/portal/${portal.portalIdentity}/documents`, {
      name: "",
      priority: "Someday",
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid.json())).toEqual(["name", "priority"]);
  });

  it("moves a document through review to approval, audits each move, then locks it", async () => {
    const document = await addDocument();
    const reviewed = await move("agent", document, { action: "review" });
    expect(reviewed.json().data.status).toBe("Under Review");
    const approved = await move("staff", document, { action: "approve" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ data: { status: "Approved", modifiedBy: "Sam Staff" } });

    const base = `/api/portal/${portal.portalIdentity}/documents/${document.id}`;
    const edit = await api.call(as.staff, "PUT", base, { name: "Changed" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("This document is Approved and can no longer be changed or deleted.");
    expect((await api.call(as.staff, "DELETE", base)).statusCode).toBe(409);
    const again = await move("staff", document, { action: "reject", reason: "Too late" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A document that is Approved cannot be rejected.");

    const trail = await createAuditRepository(api.db).listForEntity("document", document.id);
    expect(trail.map((entry) => entry.action)).toEqual(["document.create", "document.review", "document.approve"]);
    expect(trail[2]).toMatchObject({
      actor: as.staff.id,
      before: { status: "Under Review" },
      after: { status: "Approved" },
    });
  });

  it("answers 409 for a move the transition table does not allow, and needs a reason to reject", async () => {
    const document = await addDocument();
    const early = await move("staff", document, { action: "approve" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: "A document that is Draft cannot be approved." });
    await move("agent", document, { action: "review" });
    const noReason = await move("staff", document, { action: "reject" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { field: "reason", message: "Give the reason for rejecting the document." },
    ]);
    const rejected = await move("staff", document, {
      action: "reject",
      reason: "The inspector's signature is missing.",
    });
    expect(rejected.json().data).toMatchObject({
      status: "Rejected",
      rejectionReason: "The inspector's signature is missing.",
    });
    const resent = await move("agent", document, { action: "review" });
    expect(resent.json().data).toMatchObject({ status: "Under Review", rejectionReason: null });
    expect((await move("staff", document, { action: "archive" })).statusCode).toBe(400);
  });

  it("lets only underwriting staff approve or reject", async () => {
    const document = await addDocument();
    await move("agent", document, { action: "review" });
    const byAgent = await move("agent", document, { action: "approve" });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().message).toBe("Only underwriting staff can approve or reject documents.");
  });

  it("lets one of two simultaneous moves win and answers the other with 409", async () => {
    const document = await addDocument();
    await move("agent", document, { action: "review" });
    const answers = await Promise.all([
      move("staff", document, { action: "approve" }),
      move("staff", document, { action: "reject", reason: "No" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("edits details and deletes a draft, which then leaves every list but stays in the database", async () => {
    const document = await addDocument();
    const base = `/api/portal/${portal.portalIdentity}/documents/${document.id}`;
    const edited = await api.call(as.agent, "PUT", base, { name: "Wind mitigation (OIR-B1-1802)", priority: "Urgent" });
    expect(edited.json().data).toMatchObject({ name: "Wind mitigation (OIR-B1-1802)", priority: "Urgent" });
    expect((await api.call(as.agent, "PUT", base, { status: "Approved" })).statusCode).toBe(400);

    expect((await api.call(as.agent, "DELETE", base)).statusCode).toBe(200);
    expect((await api.call(as.agent, "GET", `/api/documents/${document.id}`)).statusCode).toBe(404);
    expect((await api.call(as.agent, "GET", `/api/documents/recent`)).json().data.totalItems).toBe(0);
    const { db } = api;
    const [kept] = await db.select().from(documents).where(eq(documents.id, document.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
  });

  it("counts Recent Documents as SPEC §2 does and keeps agents to their own", async () => {
    const first = await addDocument({ priority: "Urgent" });
    await addDocument({ priority: "Low" });
    const third = await addDocument({ priority: "Medium" });
    await move("agent", first, { action: "review" });
    await move("agent", third, { action: "review" });
    await move("staff", third, { action: "approve" });

    const recent = (await api.call(as.agent, "GET", "/api/documents/recent")).json().data;
    expect(recent.counters).toEqual({ total: 3, approved: 1, underReview: 1, highPriority: 1 });
    expect(recent.items[0].id).toBe(third.id); // most recently changed first
    expect((await api.call(as.staff, "GET", "/api/dashboard")).json().data.recentDocuments).toBe(3);

    const agent2 = (await api.call(as.agent2, "GET", "/api/documents/recent")).json().data;
    expect(agent2.counters.total).toBe(0);
    expect((await api.call(as.agent2, "GET", `/api/documents/${first.id}`)).statusCode).toBe(404);
    expect((await move("agent2", first, { action: "review" })).statusCode).toBe(404);
    expect((await api.call(as.member, "GET", "/api/documents/recent")).statusCode).toBe(403);
  });

  it("answers 404 for a document named under another portal", async () => {
    const document = await addDocument();
    const other = (await api.call(as.agent, "POST", "/api/portals", {})).json().data as Portal;
    const wrong = await api.call(as.agent, "PUT", `/api/portal/${other.portalIdentity}/documents/${document.id}`, {
      name: "x",
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("The requested document could not be found.");
  });
});
