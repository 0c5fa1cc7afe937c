import { count, inArray } from "drizzle-orm";
import { claims } from "../../../src/server/db/schema";
import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";
import { claimSubmission } from "../demo-requests";

export const concurrentClaims = 60;

/** Claim numbers come from one database sequence: claims sent to A and B at once all get numbers of their own. */
export async function claimNumbersUnique(ctx: ScaleContext): Promise<{ verdict: Verdict; claimants: string[] }> {
  const claimants = Array.from({ length: concurrentClaims }, (_, index) => `scale-claimant-${index}`);
  const started = performance.now();
  const answers = await Promise.all(
    claimants.map(async (claimant, index) => {
      const response = await fetch(`${(index % 2 === 0 ? ctx.a : ctx.b).url}/api/claims`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ctx.publicUrl, "x-forwarded-for": ctx.clientIp },
        body: JSON.stringify(claimSubmission(claimant)),
      });
      const body = (await response.json()) as { data?: { claimNumber?: string } };
      return { status: response.status, claimNumber: body.data?.claimNumber };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const numbers = answers.flatMap((answer) => (answer.claimNumber ? [answer.claimNumber] : []));
  const distinct = new Set(numbers);
  const [stored] = await ctx.db
    .select({ total: count() })
    .from(claims)
    .where(inArray(claims.claimNumber, [...distinct]));
  const created = answers.filter((answer) => answer.status === 201).length;
  const sorted = [...distinct].sort();
  return {
    claimants,
    verdict: {
      passed: created === concurrentClaims && distinct.size === concurrentClaims && stored?.total === concurrentClaims,
      figures:
        `${concurrentClaims} claims at once, half to A, half to B, in ${seconds.toFixed(2)} s: ${created} answered 201\n` +
        `${distinct.size} distinct numbers (${sorted[0]} … ${sorted.at(-1)}); the database holds ${stored?.total} claims with them`,
    },
  };
}
