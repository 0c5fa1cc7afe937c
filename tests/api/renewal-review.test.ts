import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { RenewalReview } from "../../src/shared/policy-transaction";
import type { RateTable } from "../../src/shared/rating";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { useApi } from "./support/api-fixture";

const today = todayInFlorida();

/** A renewal version that no longer writes Tampa's 336 ZIP codes. */
function withoutTampa(from: string): RateTable {
  const zipCodes = Object.fromEntries(
    Object.entries(bundledRateTable.zipCodes).filter(([zip]) => !zip.startsWith("336")),
  );
  return { ...bundledRateTable, version: "FL-HO3-NO-TAMPA", newBusinessFrom: from, renewalFrom: from, zipCodes };
}

/**
 * No silent lapse (decision 0048): a renewal the rate table can no longer price is listed for staff with the day a
 * non-renewal must be mailed by; once that day has passed, the renewal round renews the policy on its current
 * terms instead of letting it expire unannounced.
 */
describe("the renewal review", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent" });

  it("lists an unpriceable renewal with its deadline, then renews it on current terms once the deadline passes", async () => {
    // A Tampa home whose term ends in 130 days: a non-renewal would have to be mailed within 10.
    const start = addDays(today, -235);
    const termEnd = addDays(start, 365);
    const created = await api.call(as.staff, "POST", "/api/policies", {
      policyType: "Property",
      insuredName: "Rosa Tampa",
      effectiveDate: start,
      expirationDate: termEnd,
      premium: 1,
      coverage: 1,
      zipCode: "33606",
      state: "FL",
      home: demoMemberHome,
    });
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json().data;
    const transactions = `/api/policies/${policy.id}/transactions`;
    const newBusiness = (await api.call(as.staff, "POST", transactions, { type: "newBusiness" })).json().data;
    expect((await api.call(as.staff, "POST", `${transactions}/${newBusiness.id}/issue`)).statusCode).toBe(200);
    const loaded = await api.call(as.staff, "POST", "/api/rating/versions", withoutTampa(addDays(today, 1)));
    expect(loaded.statusCode, loaded.body).toBe(201);

    expect(await api.servicesOn(today).renewalReviews.check()).toMatchObject({ unpriceable: 1 });
    // Checked once a day: a second round the same day prices nothing again.
    expect(await api.servicesOn(today).renewalReviews.check()).toEqual({ checked: 0, unpriceable: 0 });

    const listed = await api.call(as.staff, "GET", "/api/renewals/review");
    expect(listed.statusCode, listed.body).toBe(200);
    const review: RenewalReview = listed.json().data.items.find((item: RenewalReview) => item.policyId === policy.id);
    expect(review).toMatchObject({
      termEnd,
      nonRenewalBy: addDays(today, 10),
      state: "open",
      reason: "We do not write homes in ZIP code 33606: the rate table covers Florida only.",
    });
    expect((await api.call(as.agent, "GET", "/api/renewals/review")).statusCode).toBe(403);
    const italian = await api.call(as.staff, "GET", "/api/renewals/review", undefined, {
      headers: { "accept-language": "it" },
    });
    expect(italian.json().data.items[0].reason).not.toBe(review.reason);

    // Before the deadline staff could still non-renew; nobody did. In the offer window, 50 days before the end,
    // the round renews at the current premium, and says why.
    const offerDay = addDays(termEnd, -50);
    expect(await api.servicesOn(offerDay).policyTransactions.offerRenewals()).toMatchObject({ offered: 1 });
    const listedAfter: { type: string; rule: string; annualPremiumAfter: number; annualPremiumBefore: number }[] = (
      await api.call(as.staff, "GET", transactions)
    ).json().data;
    const renewal = listedAfter.find((each) => each.type === "renewal")!;
    expect(renewal.rule).toMatch(/renews on its current terms and premium/);
    expect(renewal.annualPremiumAfter).toBe(renewal.annualPremiumBefore);
    const settled = await api.servicesOn(offerDay).renewalReviews.list({ page: 1, pageSize: 25 }, "en");
    expect(settled.items.find((item) => item.policyId === policy.id)?.state).toBe("renewed");
  });
});
