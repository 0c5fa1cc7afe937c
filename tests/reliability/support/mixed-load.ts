import { percentiles, type Percentiles } from "../../support/percentiles";
import { fileClaim, type AcknowledgedClaim } from "./claim-filing";
import { runClients, sleep } from "./client-pool";
import { send } from "./http-client";
import type { SeededServer } from "./seeded-server";
import { checkAcknowledgedClaims, readStoredRecords, type ClaimCheck } from "./stored-claims";

const publicPages = ["/", "/about", "/claims", "/agents", "/contact", "/products", "/members"];
const searches = ["coral", "tran", "SRE-00000", "bay", "palm"];

export type RequestKind = "page" | "search" | "claim";

export interface MixedLoadOutcome {
  /** Requests sent after the warm-up. */
  requestsSent: number;
  /** From the end of the warm-up until the last request in flight was answered. */
  elapsedSeconds: number;
  /** Answers by status ("no answer" for none). */
  statuses: Map<string, number>;
  /** Each 5xx or unanswered request, described. */
  failures: string[];
  /** Of the requests sent after the warm-up. */
  latency: Record<RequestKind, Percentiles>;
  /** Of the requests sent during the warm-up, on a server just started; null without one. */
  warmupLatency: Record<RequestKind, Percentiles> | null;
  claimsSlowerThan5s: number;
  acknowledged: AcknowledgedClaim[];
  /** The acknowledged claims looked for in the database once the server stopped. */
  check: ClaimCheck;
  serverMemoryMb: number;
}

/**
 * The load of a storm: `clients` concurrent clients for `seconds`,
 * each sending its next request as soon as the last is answered, 11 in 20 a
 * public page, 4 a staff policy search and 5 a claim filed as the wizard
 * files it. Then the server stops and every claim a client got a number for
 * is looked for in the database. The reliability suite asserts on the outcome;
 * `npm run bench` reports its figures (the claims' p99 has a budget).
 */
export async function runMixedLoad(
  seeded: SeededServer,
  {
    clients,
    seconds,
    marker,
    warmupSeconds = 0,
  }: {
    clients: number;
    seconds: number;
    marker: string;
    /** The same load first, for this long, outside the figures; every claim it acknowledges is checked too. */
    warmupSeconds?: number;
  },
): Promise<MixedLoadOutcome> {
  const url = seeded.server.url;
  const staffCookie = await seeded.staffCookie();
  const statuses = new Map<string, number>();
  const times: Record<RequestKind, number[]> = { page: [], search: [], claim: [] };
  const warmupTimes: Record<RequestKind, number[]> = { page: [], search: [], claim: [] };
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const acknowledged: AcknowledgedClaim[] = [];
  const failures: string[] = [];

  const measuredFrom = performance.now() + warmupSeconds * 1000;
  let measuredSent = 0;

  async function timed(
    into: Record<RequestKind, number[]>,
    kind: "page" | "search",
    path: string,
    headers: Record<string, string> = {},
  ) {
    const started = performance.now();
    try {
      const response = await send(`${url}${path}`, { headers });
      into[kind].push(performance.now() - started);
      count(String(response.status));
      if (response.status >= 500) failures.push(`${response.status} GET ${path}`);
    } catch (error) {
      count("no answer");
      failures.push(`no answer GET ${path}: ${String(error)}`);
    }
  }

  const load = runClients(clients, async (client, request) => {
    const measured = performance.now() >= measuredFrom;
    if (measured) measuredSent++;
    const into = measured ? times : warmupTimes;
    const roll = request % 20;
    if (roll < 11) return timed(into, "page", publicPages[request % publicPages.length]!, { "accept-encoding": "br" });
    if (roll < 15)
      return timed(into, "search", `/api/policies?q=${searches[request % searches.length]}`, { cookie: staffCookie });
    const outcome = await fileClaim(url, `${marker}-${client}-${request}`);
    into.claim.push(outcome.ms);
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
  await sleep(measuredFrom + seconds * 1000 - performance.now());
  await load.stop();
  const elapsedSeconds = (performance.now() - measuredFrom) / 1000;
  const serverMemoryMb = seeded.server.rssMb();

  await seeded.server.stop();
  const check = checkAcknowledgedClaims(acknowledged, await readStoredRecords(seeded.database));
  return {
    requestsSent: measuredSent,
    elapsedSeconds,
    statuses,
    failures,
    latency: percentilesOf(times),
    warmupLatency: warmupSeconds > 0 ? percentilesOf(warmupTimes) : null,
    claimsSlowerThan5s: times.claim.filter((ms) => ms > 5_000).length,
    acknowledged,
    check,
    serverMemoryMb,
  };
}

const percentilesOf = (times: Record<RequestKind, number[]>): Record<RequestKind, Percentiles> => ({
  page: percentiles(times.page),
  search: percentiles(times.search),
  claim: percentiles(times.claim),
});
