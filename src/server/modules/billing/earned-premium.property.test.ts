import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../../../shared/calendar-date";
import { proRataCents } from "../../../shared/pro-rata";
import { termPremiumAsOf, type TermTransaction } from "./earned-premium";

/**
 * The "earned + unearned = written on every day of a term": random
 * terms (leap years included) with endorsements, a cancellation and its
 * reinstatement priced pro rata as the transactions price them, checked every
 * day against premium earned day by day as an exact fraction.
 */

type Change = { day: number; kind: "endorse"; annualChange: number } | { day: number; kind: "cancel" };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    day: fc.nat(),
    kind: fc.constant("endorse" as const),
    annualChange: fc.integer({ min: -300_000, max: 300_000 }),
  }),
  fc.record({ day: fc.nat(), kind: fc.constant("cancel" as const) }),
);

describe("written, earned and unearned premium", () => {
  it("agree to the cent on every day, and earned follows the premium in force day by day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2023-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        fc.integer({ min: 30, max: 400 }),
        fc.integer({ min: 1_000_00, max: 2_000_000_00 }),
        fc.array(change, { maxLength: 6 }),
        (start, daysInTerm, annual, changes) => {
          const startDate = start.toISOString().slice(0, 10);
          const endDate = addDays(startDate, daysInTerm);
          const transactions: TermTransaction[] = [
            {
              type: "newBusiness",
              effectiveDate: startDate,
              sequence: 1,
              premiumChangeCents: annual,
              annualAfterCents: annual,
            },
          ];
          let inForce = annual;
          let cancelled: { refund: number } | null = null;
          let lastDay = 0;
          for (const next of changes) {
            const day = lastDay + (next.day % Math.max(1, daysInTerm - lastDay));
            if (day >= daysInTerm) break;
            lastDay = day;
            const effectiveDate = addDays(startDate, day);
            const remaining = daysInTerm - day;
            const sequence = transactions.length + 1;
            if (next.kind === "endorse" && !cancelled) {
              const after = Math.max(0, inForce + next.annualChange);
              const cents = proRataCents(after - inForce, remaining, daysInTerm);
              transactions.push({
                type: "endorsement",
                effectiveDate,
                sequence,
                premiumChangeCents: cents,
                annualAfterCents: after,
              });
              inForce = after;
            } else if (next.kind === "cancel" && !cancelled) {
              const refund = proRataCents(inForce, remaining, daysInTerm);
              transactions.push({
                type: "cancellation",
                effectiveDate,
                sequence,
                premiumChangeCents: -refund,
                annualAfterCents: 0,
              });
              cancelled = { refund };
            } else if (next.kind === "cancel" && cancelled) {
              // Reinstated on the day it is issued here, returning the refund exactly.
              transactions.push({
                type: "reinstatement",
                effectiveDate,
                sequence,
                premiumChangeCents: cancelled.refund,
                annualAfterCents: inForce,
              });
              cancelled = null;
            }
          }

          // Day by day: the annual premium in force on each day, as an exact fraction of the term.
          const inForceOn = (date: string) => {
            const latest = transactions
              .filter((each) => each.effectiveDate <= date)
              .sort((a, b) =>
                a.effectiveDate === b.effectiveDate
                  ? a.sequence - b.sequence
                  : a.effectiveDate < b.effectiveDate
                    ? -1
                    : 1,
              )
              .at(-1);
            return latest && latest.type !== "cancellation" ? latest.annualAfterCents : 0;
          };
          let earnedExactTimesDays = 0n;
          const before = termPremiumAsOf({ startDate, endDate }, transactions, addDays(startDate, -1));
          expect(before).toEqual({ writtenCents: 0, earnedCents: 0, unearnedCents: 0 });
          for (let day = 0; day < daysInTerm; day++) {
            const date = addDays(startDate, day);
            earnedExactTimesDays += BigInt(inForceOn(date));
            const premium = termPremiumAsOf({ startDate, endDate }, transactions, date);
            expect(premium.earnedCents + premium.unearnedCents).toBe(premium.writtenCents);
            expect(premium.unearnedCents).toBeGreaterThanOrEqual(0);
            // Each rounded transaction may move the figures by a cent from the exact day-by-day sum.
            const exact = Number(earnedExactTimesDays) / daysInTerm;
            if (!transactions.some((each) => each.type === "cancellation" && each.effectiveDate <= date)) {
              expect(Math.abs(premium.earnedCents - exact)).toBeLessThanOrEqual(transactions.length);
            }
          }
          const atEnd = termPremiumAsOf({ startDate, endDate }, transactions, addDays(endDate, -1));
          expect(atEnd.unearnedCents).toBe(0);
          expect(atEnd.earnedCents).toBe(atEnd.writtenCents);
          expect(daysBetween(startDate, endDate)).toBe(daysInTerm);
        },
      ),
      { numRuns: 200 },
    );
  });
});
