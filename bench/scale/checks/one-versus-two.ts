import { cpus } from "node:os";
import { onCleanup } from "../cleanup";
import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";
import { appReadRequests } from "../demo-requests";
import { describeComplaints, describeLoad, runLoad } from "../load";
import { startNginx } from "../nginx";

export const comparisonSeconds = 10;

/**
 * The same reads (public pages and policy search, all answered by the app)
 * through nginx in front of one instance, then of two. Reported, not
 * asserted: on a small machine the instances share the cores with
 * PostgreSQL, nginx and autocannon, so the ratio says more about the machine.
 */
export async function oneVersusTwo(ctx: ScaleContext): Promise<Verdict> {
  const requests = appReadRequests(ctx.staffCookie);
  const single = await startNginx([Number(new URL(ctx.a.url).port)]);
  onCleanup("stop the one-instance nginx", single.stop);
  let one;
  let complaints;
  try {
    one = await runLoad(single.url, requests, comparisonSeconds);
    complaints = single.errorLog();
  } finally {
    await single.stop();
  }
  const complaintsBefore = ctx.nginx.errorLog().length;
  const two = await runLoad(ctx.nginx.url, requests, comparisonSeconds);
  complaints.push(...ctx.nginx.errorLog().slice(complaintsBefore));
  const clean = (figures: typeof one) => figures.non2xx === 0 && figures.errors === 0;
  return {
    passed: clean(one) && clean(two),
    figures:
      `${comparisonSeconds} s each, 10 connections, pages and policy search, on ${cpus().length} CPU cores ` +
      `shared by nginx, the instances, PostgreSQL and autocannon:\n` +
      `1 instance:  ${describeLoad(one)}\n` +
      `2 instances: ${describeLoad(two)}\n` +
      `2 ÷ 1 = ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)} (reported, not asserted)` +
      describeComplaints(complaints),
  };
}
