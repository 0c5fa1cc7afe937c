import { beforeEach, describe, expect, it } from "vitest";
import type { Ho3Rating, StoredRating } from "../../src/shared/rating";
import { demoMemberHome as home } from "../../src/server/db/seed/seed-member-household";
import { rateHo3 } from "../../src/server/modules/rating/rate-ho3";
import { ratingIn } from "../../src/server/modules/rating/worksheet-words";
import { bundledRateTable } from "../../src/server/modules/rating/service";
import { demoUser, useApi, type TestUser } from "./support/api-fixture";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

/**
 * The member's side: "why my premium is what it is", the
 * rated home's current price with its worksheet, in the member's language,
 * for their own policy only.
 */
describe("a member's premium worksheet", () => {
  const api = useApi();
  const as = api.loginEach({ member: demoUser.member });
  // The demo member's home in Tampa: $2,400 on the bundled table.
  const stored: StoredRating = rateHo3(bundledRateTable, home, "2026-06-01");
  let rated: string;
  let underwritten: string;
  let others: string;

  const policyOf = async (email: string, policyNumber: string, withRating: boolean) => {
    const account = await insertInsuredAccount(api.db, { name: email, contactName: email, email });
    const policy = await insertPolicy(api.db, {
      policyNumber,
      accountId: account.id,
      premium: stored.totalCents / 100,
      coverage: home.coverageA,
      ...(withRating ? { home, rating: stored } : {}),
    });
    return policy.id;
  };

  const ratingOf = (who: TestUser, policyId: string, language?: string) =>
    api.call(who, "GET", `/api/member/policies/${policyId}/rating`, undefined, {
      headers: language ? { "accept-language": language } : {},
    });

  beforeEach(async () => {
    rated = await policyOf("member@example.com", "SRE-0000101", true);
    underwritten = await policyOf("member@example.com", "SRE-0000102", false);
    others = await policyOf("robert.tran@example.com", "SRE-0000103", true);
  });

  it("answers the stored price, its parts and the worksheet ending at the total, in English", async () => {
    const answer = await ratingOf(as.member, rated);
    expect(answer.statusCode, answer.body).toBe(200);
    const rating: Ho3Rating = answer.json().data;

    expect(rating).toMatchObject({
      rateVersion: stored.rateVersion,
      illustrative: true,
      ratedOn: "2026-06-01",
      totalCents: 240_000,
      allOtherPerilsCents: stored.allOtherPerilsCents,
      hurricaneCents: stored.hurricaneCents,
      feesCents: stored.feesCents,
      windMitigationCreditPercent: 60,
    });
    expect(rating.allOtherPerilsCents + rating.hurricaneCents + rating.feesCents).toBe(rating.totalCents);
    expect(rating.worksheet.map(({ key, amountCents }) => [key, amountCents])).toEqual(
      stored.steps.map(({ key, amountCents }) => [key, amountCents]),
    );
    expect(rating.worksheet.at(-1)).toMatchObject({
      key: "total",
      name: "Total annual premium",
      amountCents: rating.totalCents,
    });
    const roof = rating.worksheet.find(({ key }) => key === "hurricane.roofAge")!;
    expect(roof.name).toBe("Roof age");
    expect(roof.value).toBe("Roof of 2019: 7 years");
    const credit = rating.worksheet.find(({ key }) => key === "hurricane.windMitigation")!;
    expect(credit.effect).toBe("− 60%");
    expect(rating).toEqual(ratingIn(stored, "en"));
  });

  it("words the worksheet in Italian for a member reading Italian, with the same amounts", async () => {
    const english: Ho3Rating = (await ratingOf(as.member, rated, "en")).json().data;
    const answer = await ratingOf(as.member, rated, "it");
    expect(answer.statusCode, answer.body).toBe(200);
    const italian: Ho3Rating = answer.json().data;

    expect(italian).toEqual(ratingIn(stored, "it"));
    expect(italian.worksheet.map(({ amountCents }) => amountCents)).toEqual(
      english.worksheet.map(({ amountCents }) => amountCents),
    );
    expect(italian.worksheet.at(-1)!.name).toBe("Premio annuo totale");
    expect(italian.worksheet.find(({ key }) => key === "hurricane.roofAge")!.value).toBe("Tetto del 2019: 7 anni");
    expect(italian.worksheet.find(({ key }) => key === "hurricane.windMitigation")!.name).toBe(
      "Sconto per la mitigazione del vento",
    );
    // No line keeps its English name but those spelt alike in both languages.
    const same = italian.worksheet.filter((line, index) => line.name === english.worksheet[index]!.name);
    expect(same).toEqual([]);
  });

  it("answers another insured's policy, or none, as not found", async () => {
    const answer = await ratingOf(as.member, others);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, data: null });
    expect((await ratingOf(as.member, "no-such-policy")).statusCode).toBe(404);
    expect((await api.call("anonymous", "GET", `/api/member/policies/${rated}/rating`)).statusCode).toBe(401);
  });

  it("answers a policy the rate table does not price as not rated, in the member's language", async () => {
    const english = await ratingOf(as.member, underwritten);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({
      success: false,
      data: null,
      message: "Policy SRE-0000102 is not priced by the rate table: an underwriter sets its premium.",
    });
    const italian = await ratingOf(as.member, underwritten, "it");
    expect(italian.json().message).toBe(
      "La polizza SRE-0000102 non è prezzata dalla tariffa: il premio lo stabilisce un sottoscrittore.",
    );
  });
});
