import { describe, expect, it } from "vitest";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import type { InsuredAccount } from "../../src/shared/insured-account";
import { fieldsOf } from "./support/answers";
import { demoUser, useApi, type TestUser } from "./support/api-fixture";
import { insertPolicy } from "./support/rows";

const validAccount = {
  name: "Gulf Coast Bakery LLC",
  businessType: "LLC",
  contactName: "Maria Lopez",
  email: "maria@gulfcoastbakery.example",
  phone: "(813) 555-0142",
  address: "100 Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  zipCode: "33606",
};

type Method = "GET" | "POST";

describe("insured accounts API (Account_*)", () => {
  const api = useApi();
  const as = api.loginEach({
    staff: "staff",
    agent: demoUser.agent,
    agent2: demoUser.agent2,
    member: "member",
  });

  const create = async (who: TestUser, account: object = validAccount): Promise<InsuredAccount> => {
    const response = await api.call(who, "POST", "/api/Account_OnNew", account);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const open = (who: TestUser, id: string) => api.call(who, "GET", `/api/Account_OnOpen?accountId=${id}`);
  const trailOf = (id: string) => createAuditRepository(api.db).listForEntity("insuredAccount", id);
  const addPolicy = (accountId: string | null) =>
    insertPolicy(api.db, { insuredName: "Gulf Coast Bakery LLC", status: "draft", accountId });

  it("creates an account with a number from the database, counts its policies, and audits it", async () => {
    const response = await api.call(as.staff, "POST", "/api/Account_OnNew", { ...validAccount, agentId: as.agent.id });
    expect(response.statusCode, response.body).toBe(201);
    const account: InsuredAccount = response.json().data;
    expect(response.json().message).toBe(`Account ${account.accountNumber} created.`);
    expect(account.accountNumber).toMatch(/^ACC-\d{6}$/);
    expect(account).toMatchObject({ ...validAccount, status: "active", agentId: as.agent.id, policyCount: 0 });
    expect(account.agent).toMatchObject({ id: as.agent.id, name: "Alex Agent" });

    await addPolicy(account.id);
    await addPolicy(account.id);
    await addPolicy(null);
    const opened = await open(as.staff, account.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ id: account.id, accountNumber: account.accountNumber, policyCount: 2 });

    const trail = await trailOf(account.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: as.staff.id, action: "insuredAccount.create", before: null });
    expect(trail[0]!.after).toMatchObject({ accountNumber: account.accountNumber, name: validAccount.name });

    const many = await Promise.all(
      Array.from({ length: 8 }, (_, index) => create(as.staff, { name: `Client ${index}` })),
    );
    expect(new Set(many.map((created) => created.accountNumber)).size).toBe(8);
  });

  it("opens a blank new-account form without an accountId, which saves once named", async () => {
    const blank = await api.call(as.agent, "GET", "/api/Account_OnOpen");
    expect(blank.statusCode).toBe(200);
    const template = blank.json().data;
    expect(template).toEqual({
      id: null,
      accountNumber: null,
      name: "",
      businessType: "",
      contactName: "",
      email: "",
      phone: "",
      address: "",
      city: "",
      state: "FL",
      zipCode: "",
      status: "active",
      agentId: null,
      policyCount: 0,
    });
    const { id: _id, accountNumber: _number, policyCount: _count, ...form } = template;
    const unnamed = await api.call(as.staff, "POST", "/api/Account_OnNew", form);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual([{ field: "name", message: "Enter the account name." }]);
    const named = await create(as.staff, { ...form, name: "Keys Marina" });
    expect(named).toMatchObject({ name: "Keys Marina", state: "FL", email: "", businessType: "", agentId: null });
  });

  it("refuses invalid accounts field by field", async () => {
    const empty = await api.call(as.staff, "POST", "/api/Account_OnNew", {});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(["name"]);

    const bad = await api.call(as.staff, "POST", "/api/Account_OnNew", {
      ...validAccount,
      email: "not-an-email",
      zipCode: "3360",
      state: "NY",
      businessType: "Bank",
      status: "closed",
      phone: "call me",
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(["businessType", "email", "phone", "state", "status", "zipCode"]);
    expect(bad.json().errors).toContainEqual({
      field: "email",
      message: "Enter an e-mail address such as name@example.com.",
    });
    expect(
      (await api.call(as.staff, "POST", "/api/Account_OnNew", { ...validAccount, zipCode: "33606-1234" })).statusCode,
    ).toBe(201);
    expect(
      (await api.call(as.staff, "POST", "/api/Account_OnNew", { ...validAccount, accountNumber: "X" })).statusCode,
    ).toBe(400);

    const notAnAgent = await api.call(as.staff, "POST", "/api/Account_OnNew", {
      ...validAccount,
      agentId: as.member.id,
    });
    expect(notAnAgent.statusCode).toBe(400);
    expect(notAnAgent.json().errors).toEqual([{ field: "agentId", message: "Choose an agent." }]);
    expect((await api.call(as.staff, "GET", "/api/accounts")).json().data.totalItems).toBe(1);
  });

  it("saves the whole account, edits only the fields sent, and audits before and after", async () => {
    const account = await create(as.staff, { ...validAccount, agentId: as.agent.id });

    const edited = await api.call(as.staff, "POST", `/api/Account_OnEdit?accountId=${account.id}`, {
      status: "inactive",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ ...validAccount, status: "inactive", agentId: as.agent.id });

    // A save sends the whole form: optional fields left out are cleared, the agent stays.
    const saved = await api.call(as.staff, "POST", `/api/Account_OnSave?accountId=${account.id}`, {
      name: "Gulf Coast Bakery & Cafe LLC",
      city: "St. Petersburg",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: `Account ${account.accountNumber} saved.` });
    expect(saved.json().data).toMatchObject({
      name: "Gulf Coast Bakery & Cafe LLC",
      city: "St. Petersburg",
      email: "",
      zipCode: "",
      status: "active",
      agentId: as.agent.id,
      accountNumber: account.accountNumber,
    });

    const moved = await api.call(as.staff, "POST", `/api/Account_OnEdit?accountId=${account.id}`, {
      agentId: as.agent2.id,
    });
    expect(moved.json().data.agent).toMatchObject({ id: as.agent2.id, name: "Jordan Agent" });

    const trail = await trailOf(account.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      "insuredAccount.create",
      "insuredAccount.update",
      "insuredAccount.update",
      "insuredAccount.update",
    ]);
    expect(trail[1]).toMatchObject({ actor: as.staff.id, before: { status: "active" }, after: { status: "inactive" } });
    expect(trail[2]).toMatchObject({ before: { city: "Tampa" }, after: { city: "St. Petersburg", email: "" } });

    expect((await api.call(as.staff, "POST", `/api/Account_OnEdit?accountId=${account.id}`, {})).statusCode).toBe(400);
    const badEdit = await api.call(as.staff, "POST", `/api/Account_OnEdit?accountId=${account.id}`, { email: "nope" });
    expect(fieldsOf(badEdit.json())).toEqual(["email"]);
  });

  it("answers 404 for unknown accounts and 400 when a save names none", async () => {
    const missing = await open(as.staff, "nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "The requested account could not be found." });
    expect((await api.call(as.staff, "POST", "/api/Account_OnSave?accountId=nope", validAccount)).statusCode).toBe(404);
    expect((await api.call(as.staff, "POST", "/api/Account_OnEdit?accountId=nope", { city: "Ocala" })).statusCode).toBe(
      404,
    );
    const noId = await api.call(as.staff, "POST", "/api/Account_OnSave", validAccount);
    expect(noId.statusCode).toBe(400);
    expect(fieldsOf(noId.json())).toEqual(["accountId"]);
  });

  it("lets an agent see and change only accounts they are the agent of", async () => {
    const own = await create(as.agent, { ...validAccount, agentId: as.agent2.id });
    expect(own.agentId).toBe(as.agent.id); // an agent is always the agent of what they create
    const other = await create(as.staff, { ...validAccount, name: "Jordan's Client", agentId: as.agent2.id });
    await addPolicy(other.id);

    expect((await open(as.agent, own.id)).statusCode).toBe(200);
    expect((await open(as.agent, other.id)).statusCode).toBe(404);
    expect(
      (await api.call(as.agent, "POST", `/api/Account_OnEdit?accountId=${other.id}`, { city: "X" })).statusCode,
    ).toBe(404);
    expect(
      (await api.call(as.agent, "POST", `/api/Account_OnSave?accountId=${other.id}`, validAccount)).statusCode,
    ).toBe(404);
    // Handing the account to someone else is not the agent's to do.
    const kept = await api.call(as.agent, "POST", `/api/Account_OnEdit?accountId=${own.id}`, { agentId: as.agent2.id });
    expect(kept.json().data.agentId).toBe(as.agent.id);

    const agentList = (await api.call(as.agent, "GET", "/api/accounts")).json().data;
    expect(agentList.items.map((item: InsuredAccount) => item.id)).toEqual([own.id]);
    expect(agentList.totalItems).toBe(1);
    const staffList = (await api.call(as.staff, "GET", "/api/accounts")).json().data;
    expect(staffList.totalItems).toBe(2);
    expect((await open(as.agent2, other.id)).json().data).toMatchObject({ policyCount: 1, name: "Jordan's Client" });
    expect((await open(as.staff, other.id)).json().data.name).toBe("Jordan's Client");
  });

  it("keeps members and anonymous callers out", async () => {
    const account = await create(as.staff);
    const routes: [Method, string, object?][] = [
      ["GET", "/api/accounts"],
      ["GET", "/api/Account_OnOpen"],
      ["GET", `/api/Account_OnOpen?accountId=${account.id}`],
      ["POST", "/api/Account_OnNew", validAccount],
      ["POST", `/api/Account_OnSave?accountId=${account.id}`, validAccount],
      ["POST", `/api/Account_OnEdit?accountId=${account.id}`, { city: "Ocala" }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await api.call(as.member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.call("anonymous", method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await open(as.staff, account.id)).json().data.city).toBe("Tampa");
    expect(await trailOf(account.id)).toHaveLength(1);
  });

  it("searches by name or account number, with a status filter and pages with totals", async () => {
    const created: InsuredAccount[] = [];
    for (let index = 0; index < 12; index++) {
      created.push(
        await create(as.staff, {
          name: `Keys Marina ${String(index).padStart(2, "0")}`,
          status: index < 3 ? "inactive" : "active",
        }),
      );
    }
    const bakery = await create(as.staff, { ...validAccount, name: "100% Natural_Bakery" });
    const search = async (query: string) => {
      const response = await api.call(as.staff, "GET", `/api/accounts?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    const first = await search("");
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalItems: 13, totalPages: 2 });
    expect(first.items[0].id).toBe(bakery.id); // sorted by name
    expect((await search("page=2")).items.map((item: InsuredAccount) => item.name)).toEqual([
      "Keys Marina 09",
      "Keys Marina 10",
      "Keys Marina 11",
    ]);
    expect(await search("searchTerm=marina&pageSize=5")).toMatchObject({ totalItems: 12, totalPages: 3 });
    expect((await search("searchTerm=marina&status=inactive")).totalItems).toBe(3);
    expect((await search(`searchTerm=${created[4]!.accountNumber.toLowerCase()}`)).items[0].id).toBe(created[4]!.id);
    expect((await search("searchTerm=%25")).items.map((item: InsuredAccount) => item.id)).toEqual([bakery.id]);
    expect((await search("searchTerm=l_b")).totalItems).toBe(1);
    expect((await search("searchTerm=a_0")).totalItems).toBe(0); // "_" matches itself only, not "a 0"
    for (const bad of ["pageSize=0", "pageSize=101", "page=0", "status=closed"]) {
      expect((await api.call(as.staff, "GET", `/api/accounts?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it("documents the Account_* paths in OpenAPI", async () => {
    const document = (await api.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [path, method] of [
      ["/api/accounts", "get"],
      ["/api/Account_OnOpen", "get"],
      ["/api/Account_OnNew", "post"],
      ["/api/Account_OnSave", "post"],
      ["/api/Account_OnEdit", "post"],
    ] as const) {
      expect(paths[path]?.[method]?.tags, path).toEqual(["insured-accounts"]);
    }
  });
});
