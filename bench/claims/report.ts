import { fixed, percentileRow, table, whole } from "../report";
import type { ClaimsDeskFigures } from "./claims-desk";

/** The claims department's figures in report.md: figures only, no budget. */
export function claimsDeskSection(figures: ClaimsDeskFigures): string {
  const { payments } = figures;
  return `
## Claims department (PostgreSQL, ${whole(figures.claims)} claims)

Figures only, no budget. A book of ${whole(figures.claims)} claims over four years filled in SQL in ${fixed(figures.fillSeconds)} s (${whole(figures.openClaims)} open, the rest decided and closed), read through the running API as a claims manager: ${figures.fileReads} claim files picked across the book one after another (the coverage check against the policy on the date of loss, reserves, payments, deductible, clocks, letters, timeline), and the clock screen ${figures.clockReads} times (every deadline at risk or overdue across the open claims: ${whole(figures.clockRows)} rows). Then ${whole(payments.payments)} payments of $600 gross, ${payments.concurrency} at a time on ${payments.concurrency} claims of one insured's rated home: each takes the insured's deductible-year lock, so they pay one after another, the worst case of a storm's backlog (${fixed(payments.perSecond)} payments/s; the deductible ${payments.deductibleOnce ? "applied once on every claim" : "**applied more than once on some claim**"}).

${table(["request", "p50 ms", "p95 ms", "p99 ms", "max ms"], [percentileRow("GET the claim file", figures.claimFile), percentileRow("GET the clock screen", figures.clockScreen), percentileRow(`POST a payment (${payments.concurrency} at once)`, payments.latency)])}
`;
}
