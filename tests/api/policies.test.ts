import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import { policies } from "../../src/server/db/schema";
import { createPolicySearch } from "../../src/server/modules/policies/search-repository";
import { policySearchCountLimit, policySearchSchema, type Policy } from "../../src/shared/policy";
import { fieldsOf } from "./support/answers";
import { demoUser, useApi, type TestUser } from "./support/api-fixture";
import { insertInsuredAccount } from "./support/rows";

const validPolicy = {
  policyType: "Property",
  insuredName: "Gulf Coast Bakery LLC",
  businessType: "LLC",
  effectiveDate: "2026-01-01",
  expirationDate: "2027-01-01",
  premium: 12_500,
  coverage: 750_000,
  city: "Tampa",
  state: "FL",
  zipCode: "33602",
};

describe("policies API", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: demoUser.agent, agent2: "agent", member: "member" });

  const create = async (who: TestUser, policy: object = validPolicy): Promise<Policy> => {
    const response = await api.call(who, "POST", "/api/policies", policy);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it("creates a policy with a number from the database, and audits it", async () => {
    const policy = await create(as.staff, { ...validPolicy, agentId: as.agent.id });
    expect(policy).toMatchObject({ insuredName: "Gulf Coast Bakery LLC", status: "draft", premium: 12_500 });
    expect(policy.policyNumber).toMatch(/^SRE-\d{7}$/);
    expect(policy.agent).toMatchObject({ id: as.agent.id, name: "Alex Agent" });
    const trail = await createAuditRepository(api.db).listForEntity("policy", policy.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: as.staff.id, action: "policy.create", before: null });
  });

  it("gives distinct numbers to policies created at the same time", async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => create(as.staff)));
    expect(new Set(created.map((policy) => policy.policyNumber)).size).toBe(12);
  });

  it("enforces the required fields, the dates' order and positive amounts, field by field", async () => {
    const empty = await api.call(as.staff, "POST", "/api/policies", {});
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().errors.map((error: { field: string }) => error.field);
    for (const field of ["policyType", "insuredName", "effectiveDate", "expirationDate", "premium", "coverage"]) {
      expect(fields).toContain(field);
    }
    const backwards = await api.call(as.staff, "POST", "/api/policies", {
      ...validPolicy,
      expirationDate: "2025-06-01",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "expirationDate", message: "The expiration date must be after the effective date." },
    ]);
    const negative = await api.call(as.staff, "POST", "/api/policies", { ...validPolicy, premium: -5, coverage: 0 });
    expect(fieldsOf(negative.json())).toEqual(["coverage", "premium"]);
    const notAnAgent = await api.call(as.staff, "POST", "/api/policies", { ...validPolicy, agentId: as.member.id });
    expect(notAnAgent.statusCode).toBe(400);
    expect(notAnAgent.json().errors).toEqual([{ field: "agentId", message: "Choose an agent." }]);
  });

  it("never changes a policy number, through the API or in the database", async () => {
    const policy = await create(as.staff);
    const attempt = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { policyNumber: "SRE-9999999" });
    expect(attempt.statusCode).toBe(400);
    await expect(
      api.db.execute(sql`update policy set policy_number = 'SRE-9999999' where id = ${policy.id}`),
    ).rejects.toThrow();
    expect((await api.call(as.staff, "GET", `/api/policies/${policy.id}`)).json().data.policyNumber).toBe(
      policy.policyNumber,
    );
  });

  it("changes only the fields sent, audits before and after, and keeps the dates in order", async () => {
    const policy = await create(as.staff, { ...validPolicy, status: "pending" });
    const changed = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { premium: 13_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      premium: 13_000,
      status: "pending",
      insuredName: validPolicy.insuredName,
    });
    const trail = await createAuditRepository(api.db).listForEntity("policy", policy.id);
    expect(trail.at(-1)).toMatchObject({
      action: "policy.update",
      before: { premium: 12_500 },
      after: { premium: 13_000 },
    });

    const backwards = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { expirationDate: "2025-01-01" });
    expect(backwards.statusCode).toBe(400);
    expect((await api.call(as.staff, "GET", "/api/policies/nope")).statusCode).toBe(404);
  });

  it("changes an issued policy's price, dates and status only through its transactions", async () => {
    const policy = await create(as.staff, { ...validPolicy, status: "active" });
    const repriced = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { premium: 13_000 });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toBe(
      `Policy ${policy.policyNumber} is issued: change its premium, coverage or dates with an endorsement.`,
    );
    const closed = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { status: "inactive" });
    expect(closed.statusCode).toBe(409);
    const described = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { description: "Two kitchens" });
    expect(described.json().data).toMatchObject({ description: "Two kitchens", premium: validPolicy.premium });
    const transactions = (await api.call(as.staff, "GET", `/api/policies/${policy.id}/transactions`)).json().data;
    expect(transactions).toMatchObject([{ type: "newBusiness", status: "issued" }]);
  });

  it("lets an agent see and change only their own policies", async () => {
    const own = await create(as.agent, { ...validPolicy, agentId: as.agent2.id });
    expect(own.agent?.id).toBe(as.agent.id); // an agent is always the agent of what they create
    const other = await create(as.staff, { ...validPolicy, insuredName: "Other Agency Client", agentId: as.agent2.id });

    expect((await api.call(as.agent, "GET", `/api/policies/${own.id}`)).statusCode).toBe(200);
    expect((await api.call(as.agent, "GET", `/api/policies/${other.id}`)).statusCode).toBe(404);
    expect((await api.call(as.agent, "PATCH", `/api/policies/${other.id}`, { premium: 1 })).statusCode).toBe(404);
    const listed = (await api.call(as.agent, "GET", "/api/policies")).json().data;
    expect(listed.items.map((policy: Policy) => policy.id)).toEqual([own.id]);
    expect((await api.call(as.staff, "GET", "/api/policies")).json().data.totalItems).toBe(2);
    expect((await api.call(as.member, "GET", "/api/policies")).statusCode).toBe(403);
  });

  it("searches by number, insured or agent, with filters, sorting and pages with totals", async () => {
    const bakery = await create(as.staff, { ...validPolicy, agentId: as.agent.id });
    await create(as.staff, { ...validPolicy, insuredName: "Sunshine Roofing Corp", businessType: "Corporation" });
    for (let index = 0; index < 11; index++) {
      await create(as.staff, { ...validPolicy, insuredName: `Keys Marina ${index}`, policyType: "Commercial Auto" });
    }
    const search = async (query: string) => (await api.call(as.staff, "GET", `/api/policies?${query}`)).json().data;

    expect((await search("q=bakery")).items.map((policy: Policy) => policy.id)).toEqual([bakery.id]);
    expect((await search(`q=${bakery.policyNumber.slice(-4)}`)).items[0].id).toBe(bakery.id);
    expect((await search("q=alex")).items.map((policy: Policy) => policy.id)).toEqual([bakery.id]);
    expect((await search("q=%25")).totalItems).toBe(0);
    expect((await search("businessType=Corporation")).totalItems).toBe(1);

    const firstPage = await search("policyType=Commercial%20Auto&sortBy=insuredName&sortDirection=desc");
    expect(firstPage).toMatchObject({ page: 1, pageSize: 10, totalItems: 11, totalPages: 2 });
    expect(firstPage.items[0].insuredName).toBe("Keys Marina 9");
    expect((await search("policyType=Commercial%20Auto&page=2")).items).toHaveLength(1);
    const invalid = await api.call(as.staff, "GET", "/api/policies?status=closed&pageSize=1000");
    expect(invalid.statusCode).toBe(400);
  });

  it("stops counting past the count limit, and still shows the first page of the whole book in order", async () => {
    // Inserted directly: a thousand API calls would only slow the test. Names are
    // inserted in reverse, so the first of the list are the last rows written.
    const { db } = api;
    const broad = policySearchCountLimit + 5;
    const rows = Array.from({ length: broad }, (_, index) => {
      const name = `Broad Harbor ${String(broad - index).padStart(5, "0")}`;
      return { ...validPolicy, id: `broad-${index}`, insuredName: name, status: "active", agentId: as.agent2.id };
    });
    for (let start = 0; start < rows.length; start += 500)
      await db.insert(policies).values(rows.slice(start, start + 500));
    await create(as.staff, { ...validPolicy, insuredName: "Broad Harbor Draft" });
    const search = async (query: string) => (await api.call(as.staff, "GET", `/api/policies?${query}`)).json().data;

    const firstPage = await search("q=broad%20harbor&status=active&sortBy=insuredName");
    expect(firstPage).toMatchObject({ totalItems: policySearchCountLimit, totalIsCapped: true, totalPages: 100 });
    expect(firstPage.items.map((policy: Policy) => policy.insuredName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Broad Harbor ${String(index + 1).padStart(5, "0")}`),
    );
    const lastPage = await search("q=broad%20harbor&status=active&sortBy=insuredName&sortDirection=desc&page=101");
    expect(lastPage.items.map((policy: Policy) => policy.insuredName)).toEqual([
      "Broad Harbor 00005",
      "Broad Harbor 00004",
      "Broad Harbor 00003",
      "Broad Harbor 00002",
      "Broad Harbor 00001",
    ]);
    // Matches gathered at the other end of the order: a short walk misses them, the sort still finds them.
    const zephyrs = Array.from({ length: 150 }, (_, index) => ({
      ...validPolicy,
      id: `zephyr-${index}`,
      insuredName: `Zephyr Marine ${index}`,
      status: "active",
    }));
    await db.insert(policies).values(zephyrs);
    const shortWalk = createPolicySearch(db, { orderedWalkLimit: 100 });
    const query = policySearchSchema.parse({ q: "broad harbor", status: "active", sortBy: "insuredName" });
    const descending = await shortWalk({ ...query, sortDirection: "desc" }, { kind: "all" });
    expect(descending).toMatchObject({ totalItems: policySearchCountLimit, totalIsCapped: true });
    expect(descending.ids).toEqual(Array.from({ length: 10 }, (_, index) => `broad-${index}`));
    // Narrow again once a filter leaves few matches: an exact count.
    expect(await search("q=broad%20harbor&status=draft")).toMatchObject({ totalItems: 1, totalIsCapped: false });
    // Past the last page of a narrow search: no rows, the count still right.
    expect(await search("q=broad%20harbor&status=draft&page=3")).toMatchObject({ items: [], totalItems: 1 });
    // An agent's own book is searched the same way, and never shows another agent's.
    const agentView = await (await api.call(as.agent, "GET", "/api/policies?q=broad%20harbor")).json().data;
    expect(agentView).toMatchObject({ items: [], totalItems: 0, totalIsCapped: false });
  });

  it("belongs to an insured account: shown on the policy, listed by the account, only one the user may see", async () => {
    const account = await insertInsuredAccount(api.db, { name: "Gulf Coast Bakery LLC", agentId: as.agent.id });
    const otherAgents = await insertInsuredAccount(api.db, { name: "Harbor Marine", agentId: as.agent2.id });
    const policy = await create(as.staff, { ...validPolicy, accountId: account.id });
    expect(policy.account).toEqual({ id: account.id, accountNumber: account.accountNumber, name: account.name });
    expect((await create(as.staff)).account).toBeNull();

    const ofAccount = async (who: TestUser, accountId: string) => {
      const response = await api.call(who, "GET", `/api/policies?accountId=${accountId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items.map((item: Policy) => item.id);
    };
    expect(await ofAccount(as.staff, account.id)).toEqual([policy.id]);
    expect(await ofAccount(as.staff, otherAgents.id)).toEqual([]);

    // An unknown account, or (for an agent) another agent's, is refused beside the field.
    const unknown = await api.call(as.staff, "POST", "/api/policies", { ...validPolicy, accountId: "nope" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: "accountId", message: "Choose an insured account." }]);
    const notTheirs = await api.call(as.agent, "POST", "/api/policies", { ...validPolicy, accountId: otherAgents.id });
    expect(notTheirs.json().errors).toEqual([{ field: "accountId", message: "Choose an insured account." }]);
    const agentsOwn = await create(as.agent, { ...validPolicy, accountId: account.id });
    expect(agentsOwn.account?.id).toBe(account.id);

    // Moved to another account, then out of any: audited like every change.
    const moved = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { accountId: otherAgents.id });
    expect(moved.json().data.account).toMatchObject({ id: otherAgents.id, name: "Harbor Marine" });
    expect(await ofAccount(as.staff, account.id)).toEqual([agentsOwn.id]);
    const detached = await api.call(as.staff, "PATCH", `/api/policies/${policy.id}`, { accountId: null });
    expect(detached.json().data.account).toBeNull();
    const trail = await createAuditRepository(api.db).listForEntity("policy", policy.id);
    expect(trail.at(-1)).toMatchObject({ before: { account: { id: otherAgents.id } }, after: { account: null } });

    // The account's own policies as its agent sees them: theirs only.
    expect(await ofAccount(as.agent, account.id)).toEqual([agentsOwn.id]);
    expect(await ofAccount(as.agent, otherAgents.id)).toEqual([]);
  });

  it("lists the agents a policy can be given, to staff only", async () => {
    const response = await api.call(as.staff, "GET", "/api/agents");
    expect(response.statusCode, response.body).toBe(200);
    const agents = response.json().data;
    expect(agents.map((agent: { id: string }) => agent.id).sort()).toEqual([as.agent.id, as.agent2.id].sort());
    expect(agents[0]).toEqual({ id: expect.any(String), name: expect.any(String), email: expect.any(String) });
    expect((await api.call(as.agent, "GET", "/api/agents")).statusCode).toBe(403);
  });
});
