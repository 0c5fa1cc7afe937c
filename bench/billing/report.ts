import { fixed, percentileRow, table, whole } from "../report";
import type { DelinquencyFigures } from "./delinquency-round";
import type { BillingBench } from "./run-billing";

/** The section of report.md: figures only, no budget. */
export function billingSection({ engine, api }: BillingBench): string {
  return `
## Billing (PostgreSQL)

Figures only, no budget. Billing works a policy's invoices out again from its ledger whenever its money moves (decision 0033). In process, that replay takes ${fixed(engine.microsecondsPerBill)} µs for a year of a monthly-plan policy (${engine.eventsEach} ledger events), over ${whole(engine.policies)} policies. Through the running API as staff, on a monthly-plan policy: ${api.endorsements} endorsements quoted and issued one after another (each re-bills the policy in its issuing transaction), then ${api.reads} reads of its billing (${api.invoices} invoices; balance ${api.balanceMatches ? "equal to" : "**not equal to**"} what the invoices leave open).

${table(["request", "p50 ms", "p95 ms", "p99 ms", "max ms"], [percentileRow("quote + issue an endorsement", api.endorse), percentileRow("GET billing", api.read)])}
`;
}

function refusedReasons(refusedBecause: Record<string, number>): string {
  const reasons = Object.entries(refusedBecause).map(([reason, count]) => `${whole(count)}: ${reason}`);
  return reasons.length === 0 ? "" : ` Refused, by reason (counted in every round that tried): ${reasons.join("; ")}.`;
}

/** The delinquency figures in report.md: figures only, no budget. */
export function delinquencySection(figures: DelinquencyFigures | null): string {
  if (!figures) return "";
  const { noticed, refused, rounds, seconds, noticedPerSecond, lastRoundSeconds } = figures;
  return `
## Delinquency round (PostgreSQL, ${whole(figures.policies)} policies)

Figures only, no budget. The round that sends notices of cancellation for non-payment (\`delinquency.run\` of \`modules/delinquency\`, which takes the late policies 200 at a time, as the policy rounds run it) as of ${figures.today}, in a process of its own on a copy of the database, run until a round finds nobody left (the first sends every notice). The bulk seed's policies have one full-pay invoice each and owe it with no notice to follow, so the copy is changed first: one in 20 invoices of the terms still in force after the notice period is left unpaid, with notices, and the others are marked paid (${whole(figures.openInvoices)} invoices open, ${whole(figures.pastDue)} of them past due). Each notice issues a cancellation: the policy locked and priced again, its notice's PDF written and stored, the ledger and the invoices, and two e-mails queued.

${table(
  ["delinquency round", "notices sent", "refused", "rounds", "seconds", "policies noticed/s", "last round s"],
  [
    [
      "until nobody is left to notice",
      whole(noticed),
      whole(refused),
      whole(rounds),
      fixed(seconds),
      fixed(noticedPerSecond),
      fixed(lastRoundSeconds, 2),
    ],
  ],
)}

The last round sends nothing: it is what each later round costs, reading the book's open invoices and checking each pending notice for payment.${refusedReasons(figures.refusedBecause)}
`;
}
