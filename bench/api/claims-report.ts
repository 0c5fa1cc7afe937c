import { fixed, table, whole } from "../report";
import type { ClaimsUnderLoad } from "./claims-under-load";

const byStatus = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}: ${whole(count)}`)
    .join(", ");

const p50p99 = ({ p50, p99 }: { p50: number; p99: number }) => `${whole(p50)} / ${whole(p99)}`;

/** The claims under load in report.md: one row per engine, the claims' p99 judged in budget-figures.ts. */
export function claimsUnderLoadSection(runs: ClaimsUnderLoad[]): string {
  if (runs.length === 0) return "";
  const [first] = runs as [ClaimsUnderLoad];
  const rows = runs.map((run) => [
    run.engine,
    whole(run.requestsPerSecond),
    p50p99(run.latency.page),
    p50p99(run.latency.search),
    p50p99(run.latency.claim),
    run.warmupLatency ? p50p99(run.warmupLatency.claim) : "",
    whole(run.acknowledged),
    fixed(run.acknowledgedPerSecond),
    byStatus(run.statuses),
    whole(run.failures),
    `${whole(run.foundOnce)} of ${whole(run.acknowledged)}`,
    whole(run.withoutMail),
  ]);
  return `
## Claims filed while ${first.clients} clients load the server

The reliability suite's storm (\`tests/reliability/support/mixed-load.ts\`) for ${whole(first.seconds)} s, after ${whole(first.warmupSeconds)} s of the same load on the server just started (its claims are checked too; its times are in the warm-up column, not in the others): ${first.clients} clients, each sending its next request as soon as the last is answered, 11 in 20 a public page, 4 a staff policy search, 5 a claim as the wizard files it; on the built server over a fresh demo database (e-mails to an SMTP sink on loopback; no policy rounds). Times at the client; a client gives up after 30 s. With the server stopped, each acknowledged claim is looked for in the database: the run fails if one is missing, stored twice or stored with other details.

${table(
  [
    "engine",
    "req/s",
    "page p50 / p99 ms",
    "search p50 / p99 ms",
    "claim p50 / p99 ms",
    "warm-up claim p50 / p99 ms",
    "claims acknowledged",
    "claims/s",
    "answers by status",
    "5xx or no answer",
    "acknowledged claims found exactly once",
    "without their e-mail",
  ],
  rows,
)}
`;
}
