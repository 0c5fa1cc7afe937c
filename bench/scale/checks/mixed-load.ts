import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";
import { mixedRequests } from "../demo-requests";
import { precompressedScripts } from "../hashed-assets";
import { describeComplaints, describeLoad, runLoad } from "../load";

export const mixedLoadSeconds = 15;

/** Who answered the access log's lines: each instance by its port, nginx itself for assets. */
function answeredBy(lines: string[], ctx: ScaleContext): string {
  const count = (needle: string) => lines.filter((line) => line.includes(needle)).length;
  return (
    `A ${count(`upstream=${new URL(ctx.a.url).host}`)}, B ${count(`upstream=${new URL(ctx.b.url).host}`)}, ` +
    `nginx itself ${count("upstream=-")}`
  );
}

/**
 * Visitors' traffic through nginx: public pages, staff policy searches, hashed
 * assets and claims, all answered without a failure. Nothing is excluded:
 * every request of the mix is expected to answer 2xx.
 */
export async function mixedLoad(ctx: ScaleContext): Promise<Verdict> {
  const requests = mixedRequests(ctx.staffCookie, ctx.publicUrl, precompressedScripts().slice(0, 3));
  const logBefore = ctx.nginx.accessLog().length;
  const complaintsBefore = ctx.nginx.errorLog().length;
  const figures = await runLoad(ctx.nginx.url, requests, mixedLoadSeconds);
  const lines = ctx.nginx.accessLog().slice(logBefore);
  return {
    passed: figures.non2xx === 0 && figures.errors === 0 && figures.total > 0,
    figures:
      `${mixedLoadSeconds} s, 10 connections, each going round ${requests.length} requests ` +
      `(5 public pages, 1 policy search, 3 assets, 1 claim):\n` +
      `${describeLoad(figures)}\nanswered by (nginx access log): ${answeredBy(lines, ctx)}` +
      describeComplaints(ctx.nginx.errorLog().slice(complaintsBefore)),
  };
}
