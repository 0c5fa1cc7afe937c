import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/calendar-date";
import { proRataCents } from "../../../shared/pro-rata";
import {
  agedReceivables,
  agingBucketOf,
  premiumReport,
  standingNonPaymentNotice,
  type CancellationEvent,
  type OpenInvoice,
  type ReportedTransaction,
} from "./premium-reports";

const start = "2025-03-01";
const end = addDays(start, 365);
const day = (n: number) => addDays(start, n);

/** A transaction of a policy's first term [start, end), $10 a day at $3,650 a year. */
function tx(policy: string, sequence: number, change: Partial<ReportedTransaction>): ReportedTransaction {
  return {
    policyId: policy,
    policyNumber: `SRE-${policy}`,
    insuredName: `Insured ${policy}`,
    termKey: "term-1",
    termStart: start,
    termEnd: end,
    type: "newBusiness",
    effectiveDate: start,
    sequence,
    premiumChangeCents: 365_000,
    annualPremiumAfter: 3_650,
    ...change,
  };
}

const agree = (line: { writtenCents: number; earnedCents: number; unearnedCents: number }) =>
  expect(line.earnedCents + line.unearnedCents).toBe(line.writtenCents);

describe("the premium report", () => {
  // $365 a year more from day 100: $1 a day more for the 265 days left.
  const endorsed = [
    tx("2", 1, {}),
    tx("2", 2, {
      type: "endorsement",
      effectiveDate: day(100),
      premiumChangeCents: proRataCents(36_500, 265, 365),
      annualPremiumAfter: 4_015,
    }),
  ];
  // Cancelled pro rata from day 73: 292 of 365 days back.
  const cancelled = [
    tx("1", 1, {}),
    tx("1", 2, {
      type: "cancellation",
      effectiveDate: day(73),
      premiumChangeCents: -proRataCents(365_000, 292, 365),
      annualPremiumAfter: 3_650,
    }),
  ];

  it("earns day by day to the cent, the endorsement from its day; a cancellation leaves nothing unearned", () => {
    const report = premiumReport([...endorsed, ...cancelled], day(199));
    // Days 0–99 at $10 and days 100–199 at $11 are earned; 165 days at $11 are not.
    expect(report.policies).toEqual([
      {
        policyId: "1",
        policyNumber: "SRE-1",
        insuredName: "Insured 1",
        writtenCents: 73_000,
        earnedCents: 73_000,
        unearnedCents: 0,
      },
      {
        policyId: "2",
        policyNumber: "SRE-2",
        insuredName: "Insured 2",
        writtenCents: 391_500,
        earnedCents: 210_000,
        unearnedCents: 181_500,
      },
    ]);
    expect(report.total).toEqual({ writtenCents: 464_500, earnedCents: 283_000, unearnedCents: 181_500 });
    expect(report.asOf).toBe(day(199));
  });

  it("leaves out what takes effect after the day: before its cancellation the policy is written in full", () => {
    const report = premiumReport(cancelled, day(50));
    // 51 days (0 through 50) at $10 earned.
    expect(report.policies[0]).toMatchObject({ writtenCents: 365_000, earnedCents: 51_000, unearnedCents: 314_000 });
    expect(premiumReport(cancelled, addDays(start, -1))).toEqual({
      asOf: addDays(start, -1),
      policies: [],
      total: { writtenCents: 0, earnedCents: 0, unearnedCents: 0 },
    });
  });

  it("adds a policy's terms: the term before a renewal is earned in full", () => {
    const renewal = tx("3", 2, {
      termKey: "term-2",
      termStart: end,
      termEnd: addDays(end, 365),
      type: "renewal",
      effectiveDate: end,
    });
    const report = premiumReport([tx("3", 1, {}), renewal], addDays(end, 9));
    expect(report.policies[0]).toMatchObject({ writtenCents: 730_000, earnedCents: 365_000 + 10 * 1_000 });
    agree(report.policies[0]!);
  });

  it("agrees on every line and in total, which is the sum of the lines, on any day", () => {
    const policy = fc.record({
      annual: fc.integer({ min: 1, max: 50_000 }),
      changes: fc.array(
        fc.record({ at: fc.integer({ min: 0, max: 364 }), annual: fc.integer({ min: 0, max: 50_000 }) }),
        {
          maxLength: 4,
        },
      ),
      cancelAt: fc.option(fc.integer({ min: 0, max: 364 })),
    });
    fc.assert(
      fc.property(
        fc.array(policy, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -10, max: 400 }),
        (book, asOf) => {
          const rows: ReportedTransaction[] = [];
          book.forEach((each, index) => {
            const id = String(index);
            rows.push(tx(id, 1, { premiumChangeCents: each.annual * 100, annualPremiumAfter: each.annual }));
            let inForce = each.annual;
            let last = 0;
            const changes = [...each.changes].sort((a, b) => a.at - b.at);
            for (const change of changes) {
              if (each.cancelAt !== null && change.at >= each.cancelAt) break;
              last = change.at;
              const left = 365 - change.at;
              rows.push(
                tx(id, rows.length + 1, {
                  type: "endorsement",
                  effectiveDate: day(change.at),
                  premiumChangeCents: proRataCents((change.annual - inForce) * 100, left, 365),
                  annualPremiumAfter: change.annual,
                }),
              );
              inForce = change.annual;
            }
            if (each.cancelAt !== null) {
              const at = Math.max(last, each.cancelAt);
              rows.push(
                tx(id, rows.length + 1, {
                  type: "cancellation",
                  effectiveDate: day(at),
                  premiumChangeCents: -proRataCents(inForce * 100, 365 - at, 365),
                  annualPremiumAfter: inForce,
                }),
              );
            }
          });
          const report = premiumReport(rows, day(asOf));
          report.policies.forEach(agree);
          agree(report.total);
          for (const figure of ["writtenCents", "earnedCents", "unearnedCents"] as const) {
            expect(report.total[figure]).toBe(report.policies.reduce((sum, line) => sum + line[figure], 0));
          }
          for (const line of report.policies) expect(line.unearnedCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("aged receivables", () => {
  it.each([
    [-30, "current"],
    [0, "current"],
    [1, "days1To30"],
    [30, "days1To30"],
    [31, "days31To60"],
    [60, "days31To60"],
    [61, "days61To90"],
    [90, "days61To90"],
    [91, "over90Days"],
    [4_000, "over90Days"],
  ])("puts an invoice %i days past due in %s", (days, bucket) => {
    expect(agingBucketOf(days)).toBe(bucket);
  });

  it("adds what is open by policy and bucket, with totals, on the buckets' edges", () => {
    const asOf = "2026-06-30";
    const open = (policy: string, daysPastDue: number, openCents: number): OpenInvoice => ({
      policyId: policy,
      policyNumber: `SRE-${policy}`,
      insuredName: `Insured ${policy}`,
      dueOn: addDays(asOf, -daysPastDue),
      openCents,
    });
    const report = agedReceivables(
      [
        open("B", 0, 100),
        open("B", 1, 200),
        open("B", 30, 300),
        open("B", 31, 400),
        open("B", 60, 500),
        open("B", 61, 600),
        open("B", 90, 700),
        open("B", 91, 800),
        open("A", -10, 1_000),
        open("A", 45, 0),
      ],
      asOf,
    );
    expect(report.policies.map((line) => line.policyNumber)).toEqual(["SRE-A", "SRE-B"]);
    expect(report.policies[0]).toMatchObject({ currentCents: 1_000, days31To60Cents: 0, totalCents: 1_000 });
    expect(report.policies[1]).toMatchObject({
      currentCents: 100,
      days1To30Cents: 500,
      days31To60Cents: 900,
      days61To90Cents: 1_300,
      over90DaysCents: 800,
      totalCents: 3_600,
    });
    expect(report.total).toEqual({
      currentCents: 1_100,
      days1To30Cents: 500,
      days31To60Cents: 900,
      days61To90Cents: 1_300,
      over90DaysCents: 800,
      totalCents: 4_600,
    });
  });
});

describe("the notice of cancellation for non-payment", () => {
  const event = (sequence: number, type: string, reason: string | null = null): CancellationEvent => ({
    transactionId: `t${sequence}`,
    type,
    reason,
    sequence,
    effectiveDate: `2026-07-${String(10 + sequence).padStart(2, "0")}`,
    issuedOn: "2026-07-01",
  });

  it("stands from the latest cancellation for non-payment until a reinstatement follows it", () => {
    expect(standingNonPaymentNotice([])).toBeNull();
    expect(standingNonPaymentNotice([event(2, "cancellation", "insuredRequest")])).toBeNull();
    expect(standingNonPaymentNotice([event(2, "cancellation", "nonPayment")])).toEqual({
      transactionId: "t2",
      issuedOn: "2026-07-01",
      effectiveDate: "2026-07-12",
    });
    expect(standingNonPaymentNotice([event(3, "reinstatement"), event(2, "cancellation", "nonPayment")])).toBeNull();
    expect(
      standingNonPaymentNotice([
        event(5, "cancellation", "nonPayment"),
        event(2, "cancellation", "nonPayment"),
        event(3, "reinstatement"),
      ]),
    ).toMatchObject({ transactionId: "t5" });
  });
});
