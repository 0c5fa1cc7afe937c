import { fixed, table, whole } from "../report";
import type { BillingBench } from "./run-billing";

/** Issue 22's section of report.md: figures only, no budget. */
export function billingSection({ engine, api }: BillingBench): string {
  const row = (what: string, p: { p50: number; p95: number; p99: number; max: number }) => [
    what,
    fixed(p.p50),
    fixed(p.p95),
    fixed(p.p99),
    fixed(p.max),
  ];
  return `
## Billing (PostgreSQL)

Figures only, no budget. Billing works a policy's invoices out again from its ledger whenever its money moves (decision 0033). In process, that replay takes ${fixed(engine.microsecondsPerBill)} µs for a year of a monthly-plan policy (${engine.eventsEach} ledger events), over ${whole(engine.policies)} policies. Through the running API as staff, on a monthly-plan policy: ${api.endorsements} endorsements quoted and issued one after another (each re-bills the policy in its issuing transaction), then ${api.reads} reads of its billing (${api.invoices} invoices; balance ${api.balanceMatches ? "equal to" : "**not equal to**"} what the invoices leave open).

${table(["request", "p50 ms", "p95 ms", "p99 ms", "max ms"], [row("quote + issue an endorsement", api.endorse), row("GET billing", api.read)])}
`;
}
