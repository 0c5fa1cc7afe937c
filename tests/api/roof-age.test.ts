import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { useApi } from "./support/api-fixture";

const today = todayInFlorida();
const year = Number(today.slice(0, 4));

/**
 * The roof-age rule on new business (s. 627.7011(5), decision 0049's companion in 0048): a roof younger than 15
 * years is never a refusal; an older one is written on an inspection finding five years of useful life left.
 */
describe("the roof-age rule", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff" });

  async function quote(roof: object, language = "en") {
    const created = await api.call(as.staff, "POST", "/api/policies", {
      policyType: "Property",
      insuredName: "Rosa Tampa",
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium: 1,
      coverage: 1,
      zipCode: "33606",
      state: "FL",
      home: { ...demoMemberHome, ...roof },
    });
    expect(created.statusCode, created.body).toBe(201);
    return api.call(
      as.staff,
      "POST",
      `/api/policies/${created.json().data.id}/transactions`,
      { type: "newBusiness" },
      { headers: { "accept-language": language } },
    );
  }

  it("writes a home whose roof is 14 years old without asking", async () => {
    expect((await quote({ roofYear: year - 14 })).statusCode).toBe(201);
  });

  it("asks a roof of 15 years or more for an inspection with five years of life left, in the caller's language", async () => {
    const refused = await quote({ roofYear: year - 16 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: "home.roofInspection.inspectedOn",
      message: expect.stringMatching(/The roof is 16 years old: .*\(s\. 627\.7011\(5\)\)/),
    });
    expect((await quote({ roofYear: year - 16 }, "it")).json().message).toMatch(/Il tetto ha 16 anni/);
    const short = await quote({ roofYear: year - 16, roofInspection: { inspectedOn: today, remainingLifeYears: 4 } });
    expect(short.statusCode).toBe(422);
    const inspected = await quote({
      roofYear: year - 16,
      roofInspection: { inspectedOn: today, remainingLifeYears: 5 },
    });
    expect(inspected.statusCode, inspected.body).toBe(201);
    const malformed = await api.call(as.staff, "POST", "/api/policies", {
      policyType: "Property",
      insuredName: "Rosa Tampa",
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium: 1,
      coverage: 1,
      home: { ...demoMemberHome, roofInspection: { inspectedOn: today, remainingLifeYears: 2.5 } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe("home.roofInspection.remainingLifeYears");
  });
});
