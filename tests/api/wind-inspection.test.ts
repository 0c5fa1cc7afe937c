import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { useApi } from "./support/api-fixture";

const today = todayInFlorida();

/**
 * The wind mitigation form's day (decision 0048): a quote may leave it out, issuing needs it, and a form five
 * years old by a renewal loses its credit there, the renewal's rule saying why.
 */
describe("a wind mitigation inspection's day", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff" });

  async function draft(inspectedOn: string | undefined, start: string) {
    const { inspectedOn: _kept, ...answers } = demoMemberHome.windMitigation!;
    const created = await api.call(as.staff, "POST", "/api/policies", {
      policyType: "Property",
      insuredName: "Rosa Tampa",
      effectiveDate: start,
      expirationDate: addDays(start, 365),
      premium: 1,
      coverage: 1,
      zipCode: "33606",
      state: "FL",
      home: { ...demoMemberHome, windMitigation: { ...answers, ...(inspectedOn ? { inspectedOn } : {}) } },
    });
    expect(created.statusCode, created.body).toBe(201);
    return `/api/policies/${created.json().data.id}/transactions`;
  }

  it("quotes without the day, and refuses to issue until it is given", async () => {
    const transactions = await draft(undefined, today);
    const quoted = await api.call(as.staff, "POST", transactions, { type: "newBusiness" });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const refused = await api.call(as.staff, "POST", `${transactions}/${quoted.json().data.id}/issue`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: "home.windMitigation.inspectedOn",
      message: expect.stringMatching(/Enter the day of the wind mitigation inspection/),
    });
  });

  it("ends the credit at the renewal once the form is five years old, and says so", async () => {
    const start = addDays(today, -320);
    // Five years end before the new term starts (in 45 days), after this term started.
    const transactions = await draft(addDays(addDays(today, 20), -5 * 365 - 1), start);
    const newBusiness = (await api.call(as.staff, "POST", transactions, { type: "newBusiness" })).json().data;
    const issued = await api.call(as.staff, "POST", `${transactions}/${newBusiness.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data.rating.windMitigationCreditPercent).toBeGreaterThan(0);

    const renewal = await api.call(as.staff, "POST", transactions, { type: "renewal" });
    expect(renewal.statusCode, renewal.body).toBe(201);
    expect(renewal.json().data.rule).toMatch(/more than 5 years old by the new term, so its credit ends/);
    expect(renewal.json().data.rating.windMitigationCreditPercent).toBe(0);
  });
});
