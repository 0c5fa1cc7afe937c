import { describe, expect, it } from "vitest";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { Policy } from "../../src/shared/policy";
import type { Portal } from "../../src/shared/portal";
import { csvLines, fieldsOf } from "./support/answers";
import { demoUser, useApi } from "./support/api-fixture";

const policyInput = {
  policyType: "Property",
  insuredName: "Bayshore Dental Group LLC",
  businessType: "LLC",
  effectiveDate: "2026-03-01",
  expirationDate: "2027-03-01",
  premium: 48_250,
  coverage: 2_500_000,
  status: "active",
};

describe("portals API", () => {
  const api = useApi();
  const as = api.loginEach({ staff: demoUser.staff, agent: "agent", agent2: "agent", member: "member" });

  const createPortal = async (who: "staff" | "agent" | "agent2", body: object = {}): Promise<Portal> => {
    const response = await api.call(as[who], "POST", "/api/portals", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const createPolicy = async (body: object): Promise<Policy> => {
    const response = await api.call(as.staff, "POST", "/api/policies", { ...policyInput, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it("creates a new portal with the defaults of SPEC §3 (effective today in Florida), audited", async () => {
    const today = todayInFlorida();
    const portal = await createPortal("staff");
    expect(portal).toMatchObject({
      QsmConfigName: "New Portal",
      NameInsured: "Enter Company Name",
      SchemaID: "NEW",
      policyNumber: "TBD",
      status: "Draft",
      businessType: "General",
      coverageType: "Standard",
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premiumAmount: 0,
      sysCreatedBy: "Sam Staff",
      documentCount: 0,
    });
    expect(portal.portalIdentity).toMatch(/^PRT-\d{6}$/);
    const trail = await createAuditRepository(api.db).listForEntity("portal", portal.diHeaderGUID);
    expect(trail.map((entry) => entry.action)).toEqual(["portal.create"]);
  });

  it("takes the linked policy's number, insured, dates, premium and agent, not its legal form", async () => {
    const policy = await createPolicy({ agentId: as.agent.id });
    const portal = await createPortal("staff", { policyId: policy.id, QsmConfigName: "Bayshore Dental" });
    expect(portal).toMatchObject({
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      NameInsured: "Bayshore Dental Group LLC",
      // The policy's "LLC" is a legal form; a portal's business type is its line of business (SPEC §9).
      businessType: "General",
      effectiveDate: "2026-03-01",
      expirationDate: "2027-03-01",
      premiumAmount: 48_250,
      agentId: as.agent.id,
    });
  });

  it("finds a portal by its identity or its row key, and says when it does not exist", async () => {
    const portal = await createPortal("staff", { QsmConfigName: "Keys Marina" });
    for (const key of [portal.portalIdentity, portal.diHeaderGUID]) {
      const found = await api.call(as.staff, "GET", `/api/portal/${key}`);
      expect(found.json().data.QsmConfigName).toBe("Keys Marina");
    }
    const missing = await api.call(as.staff, "GET", "/api/portal/PRT-999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "The requested portal could not be found." });
  });

  it("lists portals for the dashboard with an empty filter, filters, sorting and paging totals", async () => {
    for (let index = 0; index < 12; index++) {
      await createPortal("staff", { QsmConfigName: `Gulf Portal ${String(index).padStart(2, "0")}`, status: "Active" });
    }
    await createPortal("staff", {
      QsmConfigName: "Pending Sarasota",
      status: "Pending",
      businessType: "Transportation & Logistics",
    });

    const all = (await api.call(as.staff, "POST", "/api/home/portals", {})).json().data;
    expect(all).toMatchObject({ page: 1, pageSize: 10, totalItems: 13, totalPages: 2 });
    expect(all.items[0].QsmConfigName).toBe("Pending Sarasota"); // newest first
    const noBody = await api.call(as.staff, "POST", "/api/home/portals");
    expect(noBody.json().data?.totalItems, noBody.body).toBe(13);

    const filtered = (
      await api.call(as.staff, "POST", "/api/home/portals", { businessType: "Transportation & Logistics" })
    ).json().data;
    expect(filtered.items.map((portal: Portal) => portal.QsmConfigName)).toEqual(["Pending Sarasota"]);
    const searched = (await api.call(as.staff, "POST", "/api/home/portals", { searchTerm: "gulf portal 1" })).json()
      .data;
    expect(searched.totalItems).toBe(2);
    const sorted = await api.call(as.staff, "POST", "/api/home/portals", {
      status: "Active",
      sortBy: "QsmConfigName",
      sortDirection: "asc",
      page: 2,
    });
    expect(sorted.json().data.items.map((portal: Portal) => portal.QsmConfigName)).toEqual([
      "Gulf Portal 10",
      "Gulf Portal 11",
    ]);
    const invalid = await api.call(as.staff, "POST", "/api/home/portals", { status: "Open", pageSize: 500 });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid.json())).toEqual(["pageSize", "status"]);
    // A legal form is a policy's business type, not a portal's.
    const legalForm = await api.call(as.staff, "POST", "/api/portals", { businessType: "LLC" });
    expect(legalForm.statusCode).toBe(400);
    expect(fieldsOf(legalForm.json())).toEqual(["businessType"]);
  });

  it("changes a portal, re-linking its policy number, with before and after audited", async () => {
    const portal = await createPortal("staff");
    const policy = await createPolicy({});
    const changed = await api.call(as.staff, "PATCH", `/api/portal/${portal.portalIdentity}`, {
      NameInsured: "Bayshore Dental Group LLC",
      status: "Active",
      policyId: policy.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ status: "Active", policyNumber: policy.policyNumber });
    const trail = await createAuditRepository(api.db).listForEntity("portal", portal.diHeaderGUID);
    expect(trail.at(-1)).toMatchObject({
      action: "portal.update",
      before: { status: "Draft", policyNumber: "TBD" },
      after: { status: "Active", policyNumber: policy.policyNumber },
    });

    const backwards = await api.call(as.staff, "PATCH", `/api/portal/${portal.portalIdentity}`, {
      expirationDate: "2020-01-01",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "expirationDate", message: "The expiration date must be after the effective date." },
    ]);
    const negative = await api.call(as.staff, "PATCH", `/api/portal/${portal.portalIdentity}`, { premiumAmount: -1 });
    expect(negative.json().errors[0].field).toBe("premiumAmount");
    expect((await api.call(as.staff, "PATCH", "/api/portal/nope", { status: "Active" })).statusCode).toBe(404);
  });

  it("keeps each agent to their own portals and policies", async () => {
    const own = await createPortal("agent", { agentId: as.agent2.id });
    expect(own.agentId).toBe(as.agent.id); // an agent is always the agent of what they create
    const others = await createPortal("agent2");
    const othersPolicy = await createPolicy({ agentId: as.agent2.id });

    expect((await api.call(as.agent, "GET", `/api/portal/${others.portalIdentity}`)).statusCode).toBe(404);
    expect(
      (await api.call(as.agent, "PATCH", `/api/portal/${others.portalIdentity}`, { status: "Active" })).statusCode,
    ).toBe(404);
    const link = await api.call(as.agent, "POST", "/api/portals", { policyId: othersPolicy.id });
    expect(link.json().errors).toEqual([{ field: "policyId", message: "Choose one of your policies." }]);
    const listed = (await api.call(as.agent, "POST", "/api/home/portals", {})).json().data;
    expect(listed.items.map((portal: Portal) => portal.diHeaderGUID)).toEqual([own.diHeaderGUID]);
    expect((await api.call(as.staff, "POST", "/api/home/portals", {})).json().data.totalItems).toBe(2);
    expect((await api.call(as.member, "POST", "/api/home/portals", {})).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", `/api/portal/${own.portalIdentity}`)).statusCode).toBe(401);
  });

  it("computes the dashboard figures from the data each caller may see", async () => {
    const active = await createPolicy({ agentId: as.agent.id, premium: 100_000 });
    await createPolicy({ agentId: as.agent2.id, premium: 50_000 });
    await createPolicy({ agentId: as.agent2.id, premium: 25_000, status: "inactive" });
    await createPolicy({ agentId: as.agent2.id, premium: 9_000, status: "draft" });
    await createPortal("staff", { policyId: active.id, status: "Active" });
    await createPortal("agent2", { status: "Active" });
    await createPortal("agent2", { status: "Pending" });
    await api.call(as.staff, "POST", `/api/portals`, {});

    // Each policy created active was issued: its declarations are a recent document of its agent's.
    const staff = (await api.call(as.staff, "GET", "/api/dashboard")).json().data;
    expect(staff).toEqual({ activePortals: 2, recentDocuments: 2, totalPremium: 150_000, activePoliciesPercent: 67 });
    const agent = (await api.call(as.agent, "GET", "/api/dashboard")).json().data;
    expect(agent).toEqual({ activePortals: 1, recentDocuments: 1, totalPremium: 100_000, activePoliciesPercent: 100 });
    expect((await api.call(as.member, "GET", "/api/dashboard")).statusCode).toBe(403);
  });

  it("exports the filtered list as CSV, every page of it, each caller only their own", async () => {
    for (let index = 0; index < 12; index += 1) await createPortal("agent", { QsmConfigName: `Harbor ${index}` });
    await createPortal("agent2", { QsmConfigName: "=HYPERLINK(1)" });
    const exportAs = (who: "staff" | "agent", body: object) =>
      api.call(as[who], "POST", "/api/home/portals/export", body);

    const all = await exportAs("staff", {});
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toContain("text/csv");
    expect(all.headers["content-disposition"]).toMatch(/attachment; filename="portals-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(all.body);
    expect(lines[0]).toBe(
      "Portal ID,Portal Name,Company Name,Policy #,Premium,Status,Business Type,Coverage Type,Effective,Expiration,Created By",
    );
    expect(lines).toHaveLength(14);
    expect(all.body).toContain("'=HYPERLINK(1)");

    const filtered = (await exportAs("staff", { searchTerm: "Harbor 1" })).body.trim().split("\r\n");
    expect(
      filtered
        .slice(1)
        .map((line) => line.split(",")[1])
        .sort(),
    ).toEqual(["Harbor 1", "Harbor 10", "Harbor 11"]);
    expect((await exportAs("agent", {})).body.trim().split("\r\n")).toHaveLength(13);
    expect((await api.call(as.member, "POST", "/api/home/portals/export", {})).statusCode).toBe(403);
  });
});
