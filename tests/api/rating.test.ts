import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { proRataCents } from "../../src/shared/pro-rata";
import type { Ho3Rating, HomeInput, RateTable } from "../../src/shared/rating";
import { auditLog, policies } from "../../src/server/db/schema";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { useApi } from "./support/api-fixture";

/** A refusal's field errors: the message beside each field. */
const fieldsOf = (response: { json(): { errors: { field: string; message: string }[] } }) =>
  Object.fromEntries(response.json().errors.map((error) => [error.field, error.message]));

const today = todayInFlorida();
const home: HomeInput = demoMemberHome;
const lastLine = (rating: Ho3Rating) => rating.worksheet.at(-1)!;

/** A version that prices everything 10% higher from its days on: what "a new version without a deploy" loads. */
function nextVersion(version: string, from: string, renewalFrom = from): RateTable {
  const { baseRates } = bundledRateTable;
  return {
    ...bundledRateTable,
    version,
    newBusinessFrom: from,
    renewalFrom,
    baseRates: {
      allOtherPerils: Math.round(baseRates.allOtherPerils * 1.1),
      hurricane: Math.round(baseRates.hurricane * 1.1),
    },
  };
}

describe("homeowners rating API", () => {
  const api = useApi();
  const users = api.loginEach({ staff: "staff", agent: "agent" });
  const rate = (body: object, options?: { headers: Record<string, string> }) =>
    api.call(users.agent, "POST", "/api/rating/ho3", body, options);

  it("prices a home in three parts that add up, with a worksheet ending at the total, and stores nothing", async () => {
    const policiesBefore = (await api.db.select().from(policies)).length;
    const response = await rate({ ...home, effectiveDate: "2026-06-01" });
    expect(response.statusCode, response.body).toBe(200);
    const rating: Ho3Rating = response.json().data;
    expect(rating).toMatchObject({
      rateVersion: bundledRateTable.version,
      illustrative: true,
      totalCents: 240_000,
      allOtherPerilsCents: 100_200,
      hurricaneCents: 137_100,
      feesCents: 2_700,
      windMitigationCreditPercent: 60,
    });
    expect(lastLine(rating)).toMatchObject({ key: "total", name: "Total annual premium", amountCents: 240_000 });
    expect(rating.worksheet.find((line) => line.key === "hurricane.windMitigation")).toMatchObject({
      name: "Wind mitigation credit",
      effect: "− 60%",
    });
    expect((await api.db.select().from(policies)).length).toBe(policiesBefore);
  });

  it("words the worksheet in Italian for an Italian reader, with the same amounts", async () => {
    const english: Ho3Rating = (await rate(home)).json().data;
    const italian: Ho3Rating = (await rate(home, { headers: { "accept-language": "it" } })).json().data;
    expect(italian.worksheet.map((line) => line.amountCents)).toEqual(
      english.worksheet.map((line) => line.amountCents),
    );
    expect(lastLine(italian).name).toBe("Premio annuo totale");
    expect(italian.worksheet.find((line) => line.key === "aop.construction")!.value).toBe("Muratura");
  });

  it("gives a home without an inspection the least credit, on the hurricane part only", async () => {
    const inspected: Ho3Rating = (await rate(home)).json().data;
    const uninspected: Ho3Rating = (await rate({ ...home, windMitigation: null })).json().data;
    expect(uninspected.windMitigationCreditPercent).toBe(0);
    expect(uninspected.allOtherPerilsCents).toBe(inspected.allOtherPerilsCents);
    expect(uninspected.hurricaneCents).toBeGreaterThan(inspected.hurricaneCents);
  });

  it("answers a program with an API key, and refuses a caller who is not signed in", async () => {
    const key = await api.call(users.agent, "POST", "/api/account/api-keys", {
      name: "Comparative rater",
      expiresInDays: 30,
    });
    expect(key.statusCode, key.body).toBe(201);
    const byProgram = await api.program(key.json().data.secret, "POST", "/api/rating/ho3", home);
    expect(byProgram.statusCode, byProgram.body).toBe(200);
    expect((await api.program(null, "POST", "/api/rating/ho3", home)).statusCode).toBe(401);
  });

  it("refuses impossible inputs with the fields named, in the reader's language", async () => {
    const malformed = await rate({ ...home, construction: "straw", protectionClass: 11 });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(malformed)).sort()).toEqual(["construction", "protectionClass"]);

    const unratable = await rate({ ...home, zipCode: "10001", roofYear: 1990, coverageA: 10_000 });
    expect(unratable.statusCode).toBe(422);
    expect(fieldsOf(unratable)).toMatchObject({
      zipCode: "We do not write homes in ZIP code 10001: the rate table covers Florida only.",
      roofYear: "The roof cannot be older than the home.",
      coverageA: "Coverage A must be from $50,000 to $3,000,000.",
    });
    const italian = await rate({ ...home, roofYear: 1990 }, { headers: { "accept-language": "it" } });
    expect(fieldsOf(italian).roofYear).toBe("Il tetto non può essere più vecchio della casa.");
  });

  describe("rate versions", () => {
    it("lists the bundled version, loads a new one (audited, staff only) and prices new business from its day on", async () => {
      const listed = await api.call(users.agent, "GET", "/api/rating/versions");
      expect(listed.json().data.map((version: { version: string }) => version.version)).toEqual([
        bundledRateTable.version,
      ]);

      const table = nextVersion("FL-HO3-TEST.2", addDays(today, 30));
      expect((await api.call(users.agent, "POST", "/api/rating/versions", table)).statusCode).toBe(403);
      const loaded = await api.call(users.staff, "POST", "/api/rating/versions", table);
      expect(loaded.statusCode, loaded.body).toBe(201);
      expect(loaded.json()).toMatchObject({
        message: "Rate version FL-HO3-TEST.2 loaded.",
        data: { illustrative: true, loadedByName: expect.any(String) as string },
      });
      const audit = await api.db.select().from(auditLog).where(eq(auditLog.action, "rateVersion.load"));
      expect(audit.map((row) => row.actor)).toContain(users.staff.id);

      const now: Ho3Rating = (await rate({ ...home, effectiveDate: today })).json().data;
      const later: Ho3Rating = (await rate({ ...home, effectiveDate: addDays(today, 30) })).json().data;
      expect(now.rateVersion).toBe(bundledRateTable.version);
      expect(later.rateVersion).toBe("FL-HO3-TEST.2");
      expect(later.totalCents).toBeGreaterThan(now.totalCents);

      const again = await api.call(users.staff, "POST", "/api/rating/versions", table);
      expect(again.statusCode).toBe(409);
    });

    it("refuses a table whose better answer lowers a credit, naming the problem", async () => {
      const credits = { ...bundledRateTable.windMitigation.credits, "fbc|yes|C|clips|hip|no|hurricane": 1 };
      const table = {
        ...nextVersion("FL-HO3-BAD", today),
        windMitigation: { ...bundledRateTable.windMitigation, credits },
      };
      const refused = await api.call(users.staff, "POST", "/api/rating/versions", table);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(/^This rate table cannot be loaded: windMitigation: .* lowers the credit/);
    });
  });

  describe("a home's policy", () => {
    const draftHome = (extra: object = {}) => ({
      policyType: "Property",
      insuredName: "Rosa Tampa",
      effectiveDate: addDays(today, -100),
      expirationDate: addDays(addDays(today, -100), 365),
      premium: 1,
      coverage: 1,
      zipCode: "33606",
      state: "FL",
      home,
      ...extra,
    });

    it("takes its premium and coverage from the rate table, and shows its worksheet", async () => {
      const created = await api.call(users.agent, "POST", "/api/policies", draftHome());
      expect(created.statusCode, created.body).toBe(201);
      const policy = created.json().data;
      expect(policy).toMatchObject({ premium: 2_400, coverage: 385_000, home: { roofYear: 2019 } });
      const rating = await api.call(users.agent, "GET", `/api/policies/${policy.id}/rating`);
      expect(rating.json().data).toMatchObject({ totalCents: 240_000 });

      const wrongType = await api.call(
        users.agent,
        "POST",
        "/api/policies",
        draftHome({ policyType: "Commercial Auto" }),
      );
      expect(wrongType.statusCode).toBe(422);
      expect(fieldsOf(wrongType).home).toBe("Only a Property policy covers a home.");
      const badRoof = await api.call(
        users.agent,
        "POST",
        "/api/policies",
        draftHome({ home: { ...home, roofYear: 1990 } }),
      );
      expect(fieldsOf(badRoof)["home.roofYear"]).toBe("The roof cannot be older than the home.");
    });

    it("issues new business, then prices an endorsement adding shutters as the pro-rata difference of the two worksheets", async () => {
      const created = (
        await api.call(
          users.agent,
          "POST",
          "/api/policies",
          draftHome({ home: { ...home, windMitigation: { ...home.windMitigation!, openingProtection: "none" } } }),
        )
      ).json().data;
      const transactions = `/api/policies/${created.id}/transactions`;
      const newBusiness = (await api.call(users.agent, "POST", transactions, { type: "newBusiness" })).json().data;
      expect(newBusiness.rating).toMatchObject({ rateVersion: bundledRateTable.version });
      const issued = await api.call(users.agent, "POST", `${transactions}/${newBusiness.id}/issue`);
      expect(issued.statusCode, issued.body).toBe(200);
      const before = newBusiness.rating.totalCents as number;

      const refused = await api.call(users.agent, "POST", transactions, {
        type: "endorsement",
        effectiveDate: today,
        changes: { premium: 100 },
      });
      expect(refused.statusCode).toBe(422);
      expect(fieldsOf(refused)["changes.premium"]).toMatch(/^A home's premium and coverage come from the rate table/);

      const shutters = { home: { windMitigation: { ...home.windMitigation!, openingProtection: "hurricane" } } };
      const quoted = await api.call(users.agent, "POST", transactions, {
        type: "endorsement",
        effectiveDate: today,
        changes: shutters,
      });
      expect(quoted.statusCode, quoted.body).toBe(201);
      const endorsement = quoted.json().data;
      const after = endorsement.rating.totalCents as number;
      expect(after).toBeLessThan(before);
      expect(endorsement.annualPremiumAfter * 100).toBe(after);
      expect(endorsement.premiumChangeCents).toBe(0 - proRataCents(before - after, 265, 365));
      expect(endorsement.premiumChangeCents).toBeLessThan(0);

      await api.call(users.agent, "POST", `${transactions}/${endorsement.id}/issue`);
      const current = (await api.call(users.agent, "GET", `/api/policies/${created.id}/rating`)).json().data;
      expect(current.totalCents).toBe(after);
      expect(
        (await api.call(users.agent, "GET", `/api/policies/${created.id}`)).json().data.home.windMitigation,
      ).toMatchObject({ openingProtection: "hurricane" });
    });

    it("renews a home with the renewal version in force on the new term's first day", async () => {
      const start = addDays(today, -320);
      const created = (
        await api.call(
          users.staff,
          "POST",
          "/api/policies",
          draftHome({ effectiveDate: start, expirationDate: addDays(start, 365) }),
        )
      ).json().data;
      const transactions = `/api/policies/${created.id}/transactions`;
      const newBusiness = (await api.call(users.staff, "POST", transactions, { type: "newBusiness" })).json().data;
      await api.call(users.staff, "POST", `${transactions}/${newBusiness.id}/issue`);

      const termEnd = addDays(start, 365);
      // New business from tomorrow, renewals from the term's end: this term's endorsements keep the old version.
      const loaded = await api.call(
        users.staff,
        "POST",
        "/api/rating/versions",
        nextVersion("FL-HO3-RENEW", addDays(today, 1), termEnd),
      );
      expect(loaded.statusCode, loaded.body).toBe(201);
      const renewal = await api.call(users.staff, "POST", transactions, { type: "renewal" });
      expect(renewal.statusCode, renewal.body).toBe(201);
      expect(renewal.json().data.rating).toMatchObject({ rateVersion: "FL-HO3-RENEW" });
      expect(renewal.json().data.annualPremiumAfter).toBeGreaterThan(renewal.json().data.annualPremiumBefore);
      const endorsement = await api.call(users.staff, "POST", transactions, {
        type: "endorsement",
        effectiveDate: today,
        changes: { home: { roofYear: 2024 } },
      });
      expect(endorsement.json().data.rating).toMatchObject({ rateVersion: bundledRateTable.version });
    });

    it("a policy an underwriter prices has no worksheet", async () => {
      const created = (
        await api.call(users.staff, "POST", "/api/policies", {
          ...draftHome(),
          home: undefined,
          premium: 900,
          coverage: 100_000,
        })
      ).json().data;
      const rating = await api.call(users.staff, "GET", `/api/policies/${created.id}/rating`);
      expect(rating.statusCode).toBe(404);
      expect(rating.json().message).toBe(
        `Policy ${created.policyNumber} is not priced by the rate table: an underwriter sets its premium.`,
      );
    });
  });
});
