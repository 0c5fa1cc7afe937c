import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, claims, mailOutbox, policies } from "../../src/server/db/schema";
import { createClaimRepository } from "../../src/server/modules/claims/repository";
import { todayInFlorida } from "../../src/shared/calendar-date";
import { fieldsOf } from "./support/answers";
import { useApi, type TestUser } from "./support/api-fixture";
import { claimSubmission as claim } from "./support/claim-submission";
import { insertPolicy } from "./support/rows";

describe("claims API", () => {
  const api = useApi({ mail: true });
  let staff: TestUser;
  let agent: TestUser;
  let policyNumber: string;

  beforeEach(async () => {
    staff = await api.loginAs("staff");
    agent = await api.loginAs("agent");
    policyNumber = (await insertPolicy(api.db)).policyNumber;
    // A claim already on the policy, as a book of business has.
    await createClaimRepository(api.db).create(claim(policyNumber), "en", null);
  });

  const submit = (body: unknown) => api.call("anonymous", "POST", "/api/claims", body as object);

  it("stores a claim with a number from the database, links its policy and e-mails both sides", async () => {
    const response = await submit(claim(policyNumber.toLowerCase()));
    expect(response.statusCode, response.body).toBe(201);
    const { claimNumber } = response.json().data;
    expect(claimNumber).toMatch(new RegExp(`^CLM-${todayInFlorida().slice(0, 4)}-\\d{6}$`));

    const { db } = api;
    const [stored] = await db.select().from(claims).where(eq(claims.claimNumber, claimNumber));
    expect(stored).toMatchObject({
      memberLastName: "Tran",
      isHomeHabitable: "No",
      dwellingDamaged: "Yes",
      status: "received",
    });
    expect(stored?.policyId).not.toBeNull();

    const acknowledgement = await api.sink.waitFor("robert.tran@example.com");
    expect(acknowledgement.raw).toContain(`Subject: We received your claim ${claimNumber}`);
    const notice = await api.sink.waitFor(api.app.company.emails.claims);
    expect(notice.raw).toContain("Roof panels torn off by hurricane winds");
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.map((row) => row.kind).sort()).toEqual(["claim-acknowledgement", "claim-notice"]);
  });

  it("keeps a claim for an unknown policy number, unlinked", async () => {
    const response = await submit(claim("SRE-9999999"));
    expect(response.statusCode).toBe(201);
    const { db } = api;
    const [stored] = await db.select().from(claims).where(eq(claims.claimNumber, response.json().data.claimNumber));
    expect(stored?.policyId).toBeNull();
  });

  it("answers field errors with the SPEC §3 paths and stores nothing", async () => {
    const empty = await submit({});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(["exposures", "location", "loss", "member"]);
    const wrong = claim(policyNumber, { dateOfLoss: "2999-01-01", category: "Meteor" as never });
    (wrong.exposures as Record<string, unknown>).dwellingDamaged = true;
    const answer = await submit(wrong);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { field: "loss.dateOfLoss", message: "The date of loss cannot be in the future." },
        { field: "loss.category", message: "Choose a category." },
        { field: "exposures.dwellingDamaged", message: "Choose Yes or No." },
      ]),
    );
    const { db } = api;
    expect(await db.select().from(claims).where(eq(claims.policyNumber, policyNumber))).toHaveLength(1); // the seed's
  });

  it("gives 200 claims submitted at once 200 different numbers", async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => submit(claim(policyNumber))));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const numbers = answers.map((answer) => answer.json().data.claimNumber);
    expect(new Set(numbers).size).toBe(200);
  });

  it("answers the claim already filed when the same Idempotency-Key comes again, even at once, and refuses it for another claimant", async () => {
    const withKey = (body: object, key: string) =>
      api.call("anonymous", "POST", "/api/claims", body, { headers: { "idempotency-key": key } });
    const first = await withKey(claim(policyNumber), "claim-key-0001");
    expect(first.statusCode, first.body).toBe(201);
    const again = await Promise.all([1, 2, 3].map(() => withKey(claim(policyNumber), "claim-key-0001")));
    expect(again.map((answer) => answer.json().data.claimNumber)).toEqual(Array(3).fill(first.json().data.claimNumber));
    const racing = await Promise.all([1, 2, 3].map(() => withKey(claim(policyNumber), "claim-key-0002")));
    expect(new Set(racing.map((answer) => answer.json().data?.claimNumber)).size).toBe(1);
    expect(racing.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);

    const other = await withKey(claim(policyNumber, { notifierEmail: "someone.else@example.com" }), "claim-key-0001");
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain("Idempotency-Key");
    const badKey = await withKey(claim(policyNumber), "short");
    expect(badKey.statusCode).toBe(400);

    const stored = await api.db.select().from(claims).where(eq(claims.policyNumber, policyNumber));
    // The claim of beforeEach, then one per key.
    expect(stored).toHaveLength(3);
    const outbox = await api.db.select().from(mailOutbox);
    expect(outbox.filter((row) => row.kind === "claim-acknowledgement")).toHaveLength(2);
  });

  it("lets staff, and only staff, search claims by number, policy number or name", async () => {
    const { claimNumber } = (await submit(claim(policyNumber, { notifierFirstName: "Ana" }))).json().data;
    await submit(claim("SRE-0000000"));
    const search = async (text: string) =>
      (await api.call(staff, "GET", `/api/claims?search=${encodeURIComponent(text)}`)).json().data;
    expect((await search(claimNumber)).items.map((item: { claimNumber: string }) => item.claimNumber)).toEqual([
      claimNumber,
    ]);
    expect((await search(policyNumber)).totalItems).toBe(2); // the seed's and the new one
    expect((await search("ana tran")).items[0].claimNumber).toBe(claimNumber);
    expect((await api.call(staff, "GET", "/api/claims")).json().data).toMatchObject({ page: 1, pageSize: 10 });
    const { db } = api;
    const [linked] = await db.select({ id: policies.id }).from(policies).where(eq(policies.policyNumber, policyNumber));
    const ofPolicy = (await api.call(staff, "GET", `/api/claims?policyId=${linked!.id}`)).json().data;
    expect(ofPolicy.items.map((item: { policyNumber: string }) => item.policyNumber)).toEqual([
      policyNumber,
      policyNumber,
    ]);
    expect((await api.call(agent, "GET", "/api/claims")).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", "/api/claims")).statusCode).toBe(401);
  });

  it("lets staff, and only staff, move a claim along, audited, and filter by status", async () => {
    const { claimNumber } = (await submit(claim(policyNumber))).json().data;
    const [found] = (await api.call(staff, "GET", `/api/claims?search=${claimNumber}`)).json().data.items;
    expect(found.status).toBe("received");
    const moved = await api.call(staff, "PATCH", `/api/claims/${found.id}`, { status: "assigned" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ claimNumber, status: "assigned" });
    const assigned = (await api.call(staff, "GET", "/api/claims?status=assigned")).json().data.items;
    expect(assigned.map((item: { claimNumber: string }) => item.claimNumber)).toContain(claimNumber);
    expect(assigned.every((item: { status: string }) => item.status === "assigned")).toBe(true);

    const { db } = api;
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, found.id)).orderBy(auditLog.id);
    expect(audit).toMatchObject([
      { action: "claim.create", before: null, after: { claimNumber, status: "received" } },
      { action: "claim.status", before: { status: "received" }, after: { status: "assigned" } },
    ]);

    expect((await api.call(staff, "PATCH", `/api/claims/${found.id}`, { status: "lost" })).statusCode).toBe(400);
    expect((await api.call(staff, "PATCH", "/api/claims/nope", { status: "closed" })).statusCode).toBe(404);
    expect((await api.call(agent, "PATCH", `/api/claims/${found.id}`, { status: "closed" })).statusCode).toBe(403);
  });
});
