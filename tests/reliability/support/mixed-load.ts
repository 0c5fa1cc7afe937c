import { percentiles, type Percentiles } from "../../support/percentiles";
import { fileClaim, type AcknowledgedClaim } from "./claim-filing";
import { runClients, sleep } from "./client-pool";
import type { SeededServer } from "./seeded-server";
import { checkAcknowledgedClaims, readStoredRecords, type ClaimCheck } from "./stored-claims";

const publicPages = ["/", "/about", "/claims", "/agents", "/contact", "/products", "/members"];
const searches = ["coral", "tran", "SRE-00000", "bay", "palm"];

export type RequestKind = "page" | "search" | "claim";

export interface MixedLoadOutcome {
  requestsSent: number;
  /** From the start until the last request in flight was answered. */
  elapsedSeconds: number;
  /** Answers by status ("no answer" for none). */
  statuses: Map<string, number>;
  /** Each 5xx or unanswered request, described. */
  failures: string[];
  latency: Record<RequestKind, Percentiles>;
  claimsSlowerThan5s: number;
  acknowledged: AcknowledgedClaim[];
  /** The acknowledged claims looked for in the database once the server stopped. */
  check: ClaimCheck;
  serverMemoryMb: number;
}

/**
 * The load of a storm (issue 9): `clients` concurrent clients for `seconds`,
 * each sending its next request as soon as the last is answered, 11 in 20 a
 * public page, 4 a staff policy search and 5 a claim filed as the wizard
 * files it. Then the server stops and every claim a client got a number for
 * is looked for in the database. The reliability suite asserts on the outcome;
 * `npm run bench` reports its figures (the claims' p99 has a budget).
 */
export async function runMixedLoad(
  seeded: SeededServer,
  { clients, seconds, marker }: { clients: number; seconds: number; marker: string },
): Promise<MixedLoadOutcome> {
  const url = seeded.server.url;
  const staffCookie = await seeded.staffCookie();
  const statuses = new Map<string, number>();
  const times: Record<RequestKind, number[]> = { page: [], search: [], claim: [] };
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const acknowledged: AcknowledgedClaim[] = [];
  const failures: string[] = [];

  async function timed(kind: "page" | "search", path: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      times[kind].push(performance.now() - started);
      count(String(response.status));
      if (response.status >= 500) failures.push(`${response.status} GET ${path}`);
    } catch (error) {
      count("no answer");
      failures.push(`no answer GET ${path}: ${String(error)}`);
    }
  }

  const load = runClients(clients, async (client, request) => {
    const roll = request % 20;
    if (roll < 11) return timed("page", publicPages[request % publicPages.length]!, { "accept-encoding": "br" });
    if (roll < 15)
      return timed("search", `/api/policies?q=${searches[request % searches.length]}`, { cookie: staffCookie });
    const outcome = await fileClaim(url, `${marker}-${client}-${request}`);
    times.claim.push(outcome.ms);
    if (outcome.kind === "acknowledged") {
      acknowledged.push(outcome.claim);
      count("201");
    } else if (outcome.kind === "refused") {
      count(String(outcome.status));
      if (outcome.status >= 500) failures.push(`${outcome.status} POST /api/claims`);
    } else {
      count("no answer");
      failures.push(`no answer POST /api/claims: ${outcome.error}`);
    }
  });
  const started = performance.now();
  await sleep(seconds * 1000);
  await load.stop();
  const elapsedSeconds = (performance.now() - started) / 1000;
  const serverMemoryMb = seeded.server.rssMb();

  await seeded.server.stop();
  const check = checkAcknowledgedClaims(acknowledged, await readStoredRecords(seeded.database));
  return {
    requestsSent: load.sent,
    elapsedSeconds,
    statuses,
    failures,
    latency: { page: percentiles(times.page), search: percentiles(times.search), claim: percentiles(times.claim) },
    claimsSlowerThan5s: times.claim.filter((ms) => ms > 5_000).length,
    acknowledged,
    check,
    serverMemoryMb,
  };
}
