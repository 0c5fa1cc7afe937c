import type { Percentiles } from "../../tests/support/percentiles";
import type { EngineRun } from "../engine-runs";
import { fixed, table, whole } from "../report";
import type { ApplyFigures, RenewalFigures } from "./renewal-round";

const latencyRow = (what: string, { p50, p95, p99, max }: Percentiles) => [
  what,
  fixed(p50),
  fixed(p95),
  fixed(p99),
  fixed(max),
];
const renewalRow = (what: string, { offered, skipped, seconds, perSecond }: RenewalFigures) => [
  what,
  whole(offered),
  whole(skipped),
  fixed(seconds),
  fixed(perSecond),
];
const applyRow = (what: string, { applied, expired, seconds }: ApplyFigures) => [
  what,
  whole(applied),
  whole(expired),
  fixed(seconds, 2),
];

/** The policy transactions section of report.md: figures only, no budget (no budget set). */
export function transactionsSection(run: EngineRun): string {
  if (!run.transactions) return "";
  const { endorsements, rounds } = run.transactions;
  const { single, two, catchUp, due } = rounds;
  return `
## Policy transactions (PostgreSQL, ${whole(rounds.policies)} policies)

**Endorsement p95 (quote + issue): ${fixed(endorsements.both.p95)} ms. Renewal round throughput: ${fixed(single.perSecond)} renewals/s with one instance, ${fixed(two.perSecond)} with two at once.**

Figures only, no budget. Issuing an endorsement as staff through the API, on ${endorsements.count} policies in force, one after another (after 5 to warm up): the quote prices it; the issue locks the policy, prices it again, writes and stores its PDF, posts the ledger, changes the policy, audits and queues the insured's and the agent's e-mails.

${table(
  ["request", "p50 ms", "p95 ms", "p99 ms", "max ms"],
  [
    latencyRow("quote `POST /api/policies/{id}/transactions`", endorsements.quote),
    latencyRow("issue `POST …/transactions/{id}/issue`", endorsements.issue),
    latencyRow("quote + issue", endorsements.both),
  ],
)}

The policy rounds over the whole book (\`offerRenewals\`, \`applyDue\`), each instance in a process of its own with its own pool, on a copy of the database; each renewal writes its declarations PDF into the database's file store and queues two e-mails.

${table(
  ["renewal round", "renewals issued", "skipped", "seconds", "renewals/s"],
  [
    renewalRow(`one instance, terms ending ${single.from} to ${single.to}`, single),
    renewalRow(`two instances at once, terms ending ${two.from} to ${two.to}`, two),
  ],
)}

The two instances issued ${two.perInstance.map(whole).join(" and ")}; ${whole(rounds.doubleRenewals)} policies got two renewals of one term (${rounds.doubleRenewals === 0 ? "none, as it must be" : "**a double renewal: a bug**"}). Each instance takes its own batches of the window (held for ten minutes in the statement that takes them), so neither prepares a renewal the other is making; skipped: refused at issue (quotes withdrawn: ${whole(rounds.withdrawnQuotes)}).

${table(
  ["applying due changes (`applyDue`)", "applied", "expired", "seconds"],
  [
    applyRow(`the first round after the load (${catchUp.today})`, catchUp),
    applyRow(`the renewals' first day (${due.today})`, due),
  ],
)}
`;
}
