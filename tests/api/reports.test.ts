import { beforeEach, describe, expect, it } from "vitest";
import { csvLines } from "./support/answers";
import { useApi, type Caller } from "./support/api-fixture";
import { insertClaim, insertPolicy } from "./support/rows";

const policy = {
  policyType: "Property",
  insuredName: "Gulf Breeze Marina LLC",
  businessType: "LLC",
  effectiveDate: "2026-01-01",
  expirationDate: "2027-01-01",
  premium: 100_000,
  coverage: 2_000_000,
  status: "active",
};

describe("reports", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent", agent2: "agent", member: "member" });

  beforeEach(async () => {
    const create = (row: Parameters<typeof insertPolicy>[1]) => insertPolicy(api.db, { ...policy, ...row });
    await create({ agentId: as.agent.id });
    await create({ agentId: as.agent.id, policyType: "General Liability", premium: 25_000, status: "pending" });
    await create({ agentId: as.agent2.id, premium: 300_000, insuredName: '=HYPERLINK("http://x","Click")' });
  });

  const report = (who: Caller, type: string, body?: object) => api.call(who, "POST", `/api/reports/${type}`, body);

  it("writes the portfolio summary as CSV with a row per policy type and a total", async () => {
    const response = await report(as.staff, "portfolio-summary", { format: "csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="portfolio-summary-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csvLines(response.body)).toEqual([
      "Policy type,Policies,Active policies,Annual premium (USD),Coverage (USD)",
      "General Liability,1,0,25000,2000000",
      "Professional Liability,0,0,0,0",
      "Property,2,2,400000,4000000",
      "Workers Compensation,0,0,0,0",
      "Commercial Auto,0,0,0,0",
      "Total,3,2,425000,6000000",
    ]);
  });

  it("covers only an agent's own book for an agent", async () => {
    const response = await report(as.agent, "premium-by-status");
    expect(csvLines(response.body)).toEqual([
      "Status,Policies,Annual premium (USD),Share of premium (%)",
      "draft,0,0,0",
      "pending,1,25000,20",
      "active,1,100000,80",
      "inactive,0,0,0",
      "Total,2,125000,100",
    ]);
  });

  it("counts documents by status, with high or urgent ones and their size", async () => {
    const portal = (await api.call(as.staff, "POST", "/api/portals", {})).json().data;
    const add = (priority: string) =>
      api.call(as.staff, "POST", `/api/portal/${portal.portalIdentity}/documents`, { name: "Inspection", priority });
    await add("Urgent");
    await add("Low");
    const lines = csvLines((await report(as.staff, "documents-by-status")).body);
    expect(lines[0]).toBe("Status,Documents,High or urgent,Total size (bytes)");
    expect(lines).toContain("Draft,2,1,0");
    expect(lines.at(-1)).toBe("Total,2,1,0");
  });

  it("lists claims newest first in the claims register, and neutralises spreadsheet formulas", async () => {
    const claim = { memberFirstName: "Ana", memberLastName: "Lopez", policyNumber: "SRE-0000001", city: "Tampa" };
    await insertClaim(api.db, { ...claim, createdAt: new Date("2026-10-01T12:00:00Z") });
    await insertClaim(api.db, {
      ...claim,
      memberFirstName: "=cmd|' /C calc'!A0",
      city: "St. Petersburg, FL",
      createdAt: new Date("2026-10-02T12:00:00Z"),
    });
    const lines = csvLines((await report(as.staff, "claims-register")).body);
    expect(lines[0]).toBe("Claim number,Reported,Date of loss,Policy number,Member,Category,City,State,Status");
    expect(lines[1]).toMatch(
      /^CLM-\d{4}-\d{6},2026-10-02,2026-09-28,SRE-0000001,'=cmd\|' \/C calc'!A0 Lopez,Wind\/Storm Damage,"St\. Petersburg, FL",FL,received$/,
    );
    expect(lines[2]).toMatch(/^CLM-\d{4}-\d{6},2026-10-01,/);
    // Claims are on no agent's policy here, so an agent's register is empty.
    expect(csvLines((await report(as.agent, "claims-register")).body)).toHaveLength(1);

    const portfolio = await report(as.staff, "portfolio-summary");
    expect(portfolio.body).not.toContain("\n=HYPERLINK");
  });

  it("writes each report as a PDF with its title", async () => {
    for (const type of ["portfolio-summary", "premium-by-status", "documents-by-status", "claims-register"]) {
      const response = await report(as.staff, type, { format: "pdf" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(new RegExp(`filename="${type}-[\\d-]+\\.pdf"`));
      const pdf = response.rawPayload.toString("latin1");
      expect(pdf.startsWith("%PDF-")).toBe(true);
      expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
      expect(pdf).toMatch(/\/Count [1-9]/);
    }
    const title = (await report(as.staff, "claims-register", { format: "pdf" })).rawPayload.toString("latin1");
    expect(title).toContain("(Claims register)");
  });

  it("answers unknown reports, bad formats and callers without the right clearly", async () => {
    const unknown = await report(as.staff, "secret-report");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: "Unknown report: secret-report." });
    const badFormat = await report(as.staff, "portfolio-summary", { format: "xlsx" });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors[0].field).toBe("format");
    expect((await report(as.member, "portfolio-summary")).statusCode).toBe(403);
    expect((await report("anonymous", "portfolio-summary")).statusCode).toBe(401);
  });
});
