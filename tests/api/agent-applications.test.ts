import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { agentApplications, auditLog, mailOutbox } from "../../src/server/db/schema";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";

const application = {
  name: "Dana Whitaker",
  email: "dana.whitaker@example.com",
  phone: "(813) 555-0144",
  company: "Whitaker Insurance Group",
  licenseNumber: "W123456",
  licenseState: "Florida",
  yearsExperience: "5-10",
  preferredTerritory: "Hillsborough and Pinellas",
  message: "Ten years writing homeowners in Tampa Bay.",
  agreeToTerms: true,
};

describe("agent appointment API", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", agent: "agent" });

  const apply = (body: object) => api.call("anonymous", "POST", "/api/functions/send-agent-appointment", body);

  it("stores the application as received, with when the terms were agreed, and e-mails both sides", async () => {
    const before = Date.now();
    const response = await apply(application);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.reference).toMatch(/^APP-[0-9A-F]{8}$/);
    const { db } = api;
    const [stored] = await db.select().from(agentApplications);
    expect(stored).toMatchObject({ name: "Dana Whitaker", licenseState: "Florida", status: "received" });
    expect(stored!.termsAgreedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const confirmation = await api.sink.waitFor("dana.whitaker@example.com");
    expect(confirmation.raw).toContain("contact you within 2 business days");
    const notice = await api.sink.waitFor(api.app.company.emails.agents);
    expect(notice.raw).toContain("License: W123456 (Florida)");
    expect((await db.select().from(mailOutbox)).map((row) => row.kind).sort()).toEqual([
      "agent-application-confirmation",
      "agent-application-notice",
    ]);
  });

  it("needs the required fields, the SPEC §9 options and the terms, and stores nothing otherwise", async () => {
    const empty = await apply({});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual([
      "agreeToTerms",
      "email",
      "licenseNumber",
      "licenseState",
      "name",
      "phone",
      "yearsExperience",
    ]);
    const wrong = await apply({ ...application, licenseState: "Texas", yearsExperience: "20", agreeToTerms: false });
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { field: "licenseState", message: "Choose your license state." },
        { field: "yearsExperience", message: "Choose your years of experience." },
        { field: "agreeToTerms", message: "Agree to the terms to apply." },
      ]),
    );
    const optionalLeftOut = await apply({
      ...application,
      company: undefined,
      preferredTerritory: undefined,
      message: undefined,
    });
    expect(optionalLeftOut.statusCode).toBe(201);
    const { db } = api;
    expect(await db.select().from(agentApplications)).toHaveLength(1);
  });

  it("lets staff, and only staff, find applications and move them along, audited", async () => {
    const { reference } = (await apply(application)).json().data;
    await apply({ ...application, name: "Luis Ortega", email: "luis.ortega@example.com" });
    const list = async (query: string) =>
      (await api.call(as.staff, "GET", `/api/agent-applications?${query}`)).json().data;

    const found = await list(`search=${reference.toLowerCase()}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ reference, status: "received", email: "dana.whitaker@example.com" });
    expect((await list("search=ortega")).items.map((item: { name: string }) => item.name)).toEqual(["Luis Ortega"]);

    const id = found.items[0].id;
    const moved = await api.call(as.staff, "PATCH", `/api/agent-applications/${id}`, { status: "interviewing" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe("interviewing");
    expect((await list("status=interviewing")).items.map((item: { id: string }) => item.id)).toEqual([id]);
    const { db } = api;
    // The application itself is an audited write too, by whoever applied (anonymous).
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id)).toMatchObject([
      { action: "agentApplication.create", actor: "anonymous", before: null, after: { status: "received" } },
      { action: "agentApplication.status", before: { status: "received" }, after: { status: "interviewing" } },
    ]);

    expect((await api.call(as.staff, "PATCH", `/api/agent-applications/${id}`, { status: "hired" })).statusCode).toBe(
      400,
    );
    expect((await api.call(as.staff, "PATCH", "/api/agent-applications/nope", { status: "declined" })).statusCode).toBe(
      404,
    );
    expect((await api.call(as.agent, "GET", "/api/agent-applications")).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", "/api/agent-applications")).statusCode).toBe(401);
  });
});
