import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims } from "../../src/server/db/schema";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { Catastrophe } from "../../src/shared/claim-file";
import { useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { insertClaim, insertPolicy } from "./support/rows";

const today = todayInFlorida();
const hours = 3_600_000;

/**
 * Catastrophes: staff record a storm's watch-and-warning window, and the wind
 * and storm claims whose date of loss falls in it (to 72 hours after the last
 * watch or warning ends, s. 627.4025) are coded to it, filed before or after.
 */
describe("catastrophes", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff", agent: "agent" });
  const catastropheOf = async (claimId: string) =>
    (await api.db.select().from(claims).where(eq(claims.id, claimId)))[0]!.catastropheId;

  it("codes the storm claims in its window, before and after it is recorded, and counts them", async () => {
    const policy = await insertPolicy(api.db);
    const fourDaysAgo = addDays(today, -4);
    const inWindow = await insertClaim(api.db, {
      policyId: policy.id,
      dateOfLoss: fourDaysAgo,
      category: "Wind/Storm Damage",
    });
    const water = await insertClaim(api.db, { policyId: policy.id, dateOfLoss: fourDaysAgo, category: "Water Damage" });
    const before = await insertClaim(api.db, {
      policyId: policy.id,
      dateOfLoss: addDays(today, -20),
      category: "Wind/Storm Damage",
    });

    // The first warning five days ago, the last one ended yesterday: losses count until two days after.
    const now = Date.now();
    const recorded = await api.call(as.staff, "POST", "/api/catastrophes", {
      name: "Hurricane Ada",
      peril: "hurricane",
      watchWarningFrom: new Date(now - 5 * 24 * hours).toISOString(),
      watchWarningUntil: new Date(now - 24 * hours).toISOString(),
      stateOfEmergency: true,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const storm: Catastrophe = recorded.json().data;
    expect(storm).toMatchObject({ name: "Hurricane Ada", peril: "hurricane", stateOfEmergency: true, claimCount: 1 });
    expect(storm.lossWindowFrom).toBe(todayInFlorida(new Date(now - 5 * 24 * hours)));
    expect(storm.lossWindowUntil).toBe(todayInFlorida(new Date(now + 2 * 24 * hours)));
    expect(recorded.json().message).toBe("Catastrophe Hurricane Ada recorded: 1 claims in its window are coded to it.");
    expect(await catastropheOf(inWindow.id)).toBe(storm.id);
    expect(await catastropheOf(water.id)).toBeNull();
    expect(await catastropheOf(before.id)).toBeNull();

    // A storm claim filed now, for a loss yesterday, is coded at filing.
    const filed = await api.call("anonymous", "POST", "/api/claims", {
      ...claimSubmission(policy.policyNumber),
      loss: {
        ...claimSubmission(policy.policyNumber).loss,
        dateOfLoss: addDays(today, -1),
        category: "Wind/Storm Damage",
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const [row] = await api.db.select().from(claims).where(eq(claims.claimNumber, filed.json().data.claimNumber));
    expect(row!.catastropheId).toBe(storm.id);
    const file = (await api.call(as.staff, "GET", `/api/claims/${row!.id}`)).json().data;
    expect(file.deductible.kind).toBe("hurricane");

    const listed: Catastrophe[] = (await api.call(as.staff, "GET", "/api/catastrophes")).json().data;
    expect(listed.find((each) => each.id === storm.id)?.claimCount).toBe(2);

    // Staff code a claim by hand, and take it off again.
    const coded = await api.call(as.staff, "PATCH", `/api/claims/${before.id}`, { catastropheId: storm.id });
    expect(coded.statusCode, coded.body).toBe(200);
    expect(coded.json().message).toBe("The claim's catastrophe is saved.");
    expect(await catastropheOf(before.id)).toBe(storm.id);
    await api.call(as.staff, "PATCH", `/api/claims/${before.id}`, { catastropheId: null });
    expect(await catastropheOf(before.id)).toBeNull();
    const unknown = await api.call(as.staff, "PATCH", `/api/claims/${before.id}`, { catastropheId: "no-such-storm" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: "catastropheId", message: "There is no such catastrophe." }]);
  });

  it("refuses a window that ends before it starts, in the caller's language, and is the claims team's only", async () => {
    const backwards = {
      name: "Storm",
      peril: "other",
      watchWarningFrom: "2026-09-10T12:00:00Z",
      watchWarningUntil: "2026-09-09T12:00:00Z",
    };
    const refused = await api.call(as.staff, "POST", "/api/catastrophes", backwards, {
      headers: { "accept-language": "it" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: "watchWarningUntil",
        message: "L'ultimo avviso o allerta non può terminare prima dell'emissione del primo.",
      },
    ]);
    const refusedFor = async (body: object) =>
      (await api.call(as.staff, "POST", "/api/catastrophes", { ...backwards, ...body })).json().errors;
    expect(
      await refusedFor({ watchWarningFrom: "2026-06-01T12:00:00Z", watchWarningUntil: "2026-09-01T12:00:00Z" }),
    ).toEqual([
      {
        field: "watchWarningUntil",
        message: "One storm's watches and warnings last 30 days at most: check the dates.",
      },
    ]);
    expect(await refusedFor({ watchWarningUntil: "2026-09-11T12:00:00Z", noticeId: "no-such-notice" })).toEqual([
      { field: "noticeId", message: "There is no such storm notice." },
    ]);
    expect((await api.call(as.agent, "POST", "/api/catastrophes", backwards)).statusCode).toBe(403);
    expect((await api.call(as.agent, "GET", "/api/catastrophes")).statusCode).toBe(403);
  });
});
