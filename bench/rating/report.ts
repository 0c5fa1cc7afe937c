import { fixed, table, whole } from "../report";
import type { RatingBench } from "./run-rating";

function renewalCheck({ renewals }: RatingBench): string {
  const { check, renewalVersion } = renewals;
  const all = check.byVersion.reduce((total, row) => total + row.renewals, 0);
  if (check.byVersion.every((row) => row.rated === 0)) {
    return `None of the ${whole(all)} renewals carries a rating: renewals are issued at the current premium until the policy rounds re-rate rated homes; the re-rating figures wait for it.`;
  }
  const rows = check.byVersion.map((row) => {
    const right = [row.rated, row.rightVersion, row.ratedOnTermStart, row.premiumIsRating].every(
      (count) => count === row.renewals,
    );
    return [
      `\`${row.version}\``,
      whole(row.renewals),
      right
        ? `all ${whole(row.renewals)}`
        : `**${whole(Math.min(row.rated, row.rightVersion, row.ratedOnTermStart, row.premiumIsRating))}: each should be**`,
      whole(row.changedPremium),
      whole(row.raisedPremium),
    ];
  });
  return `Each renewal is rated again by the version in force for renewals on the new term's first day: the bundled one, then from ${renewalVersion.from} \`${renewalVersion.version}\`, which the benchmark loads (${renewalVersion.change}). Checked in the database: the renewal carries a rating, from that version, for that day, and its premium is the rating's total; a sample of ${whole(check.sample)} rated again here matches step by step on ${whole(check.sampleMatching)}. On the bundled version a premium changes where a year older moves the home or the roof into another age band.

${table(["renewals rated by", "renewals", "rating right", "premium changed", "of which up"], rows)}`;
}

/** The section of report.md: figures only, no budget. */
export function ratingSection(rating: RatingBench): string {
  const { engine, quotes, renewals } = rating;
  const { seed, round } = renewals;
  return `
## Homeowners rating (PostgreSQL)

Figures only, no budget. A quote as an agent meets it: \`POST /api/rating/ho3\` through the running API (session, validation, the rate book read from the database, the engine, the worksheet worded in English), ${whole(quotes.count)} different homes one after another (after 10 to warm up, each answer checked against the engine), then several clients at once for ${quotes.seconds} s each.

${table(
  ["quote", "p50 ms", "p95 ms", "p99 ms", "max ms"],
  [
    [
      "sequential",
      fixed(quotes.latency.p50),
      fixed(quotes.latency.p95),
      fixed(quotes.latency.p99),
      fixed(quotes.latency.max),
    ],
  ],
)}

${table(
  ["clients at once", "quotes/s", "p50 ms", "p99 ms", "errors"],
  quotes.throughput.map((load) => [
    whole(load.connections),
    whole(load.requestsPerSecond),
    fixed(load.p50),
    fixed(load.p99),
    whole(load.errors),
  ]),
)}

The engine alone in this process: ${fixed(engine.microsecondsPerRating)} µs per rating (\`rateHo3\`, ${whole(engine.ratings)} homes), ${fixed(engine.microsecondsWithWords)} µs with its worksheet worded (\`ratingIn\`, ${whole(engine.worded)} homes).

Renewal re-rating: ${whole(seed.homes)} active Property policies on rated homes (varied inputs, priced by the bundled table for their first day, first terms and new business written in bulk: ${fixed(seed.seconds)} s, of which ${fixed(seed.ratingSeconds)} s rating), terms ending evenly over the year from ${seed.from}, ${whole(seed.inWindow)} of them inside the renewal window of ${renewals.today} (${seed.from} to ${seed.to}); one instance of the renewal round (\`offerRenewals\`, in a process of its own) renews those, each with its declarations PDF and two e-mails${round.offered === seed.inWindow ? "" : ` (**${whole(round.offered)} renewed: all of them should be**)`}.

${table(
  ["renewal round", "renewals issued", "skipped", "seconds", "renewals/s"],
  [
    [
      `one instance, ${whole(seed.homes)} homes in the book`,
      whole(round.offered),
      whole(round.skipped),
      fixed(round.seconds),
      fixed(round.perSecond),
    ],
  ],
)}

${renewalCheck(rating)}
`;
}
