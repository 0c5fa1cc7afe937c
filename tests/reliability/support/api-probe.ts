import { fileClaim } from "./claim-filing";

/** One request of a probe round and how it ended. */
export interface ProbeOutcome {
  what: "claim" | "search" | "ready" | "page";
  startedAt: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came within the client's patience. */
  status: number;
  /** The answer was the API envelope (`success` false for an error), or a page for "page". */
  wellFormed: boolean;
  /** /api/ready's own verdict, when `what` is "ready". */
  readiness?: string;
}

const isEnvelope = (body: unknown): body is { success: boolean; message: string } =>
  typeof body === "object" && body !== null && "success" in body && "message" in body && "errors" in body;

async function timedGet(url: string, headers: Record<string, string>, what: ProbeOutcome["what"], patienceMs: number) {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(patienceMs) });
    const text = await response.text();
    const ms = performance.now() - startedAt;
    if (what === "page") return { what, startedAt, ms, status: response.status, wellFormed: text.includes("<html") };
    const body = JSON.parse(text) as unknown;
    const readiness = (body as { data?: { status?: string } }).data?.status;
    return {
      what,
      startedAt,
      ms,
      status: response.status,
      wellFormed: isEnvelope(body),
      ...(readiness ? { readiness } : {}),
    };
  } catch {
    return { what, startedAt, ms: performance.now() - startedAt, status: 0, wellFormed: false };
  }
}

/**
 * One round of what users do at once: file a claim, search policies as
 * staff, ask for readiness and open a public page. Used to watch the API
 * through an outage: every answer's status, shape and time.
 */
export async function probeRound(serverUrl: string, staffCookie: string, marker: string, patienceMs = 15_000) {
  const claimStarted = performance.now();
  const [claim, ...reads] = await Promise.all([
    fileClaim(serverUrl, marker, patienceMs),
    timedGet(`${serverUrl}/api/policies?q=coral`, { cookie: staffCookie }, "search", patienceMs),
    timedGet(`${serverUrl}/api/ready`, {}, "ready", patienceMs),
    timedGet(`${serverUrl}/`, {}, "page", patienceMs),
  ]);
  const claimOutcome: ProbeOutcome = {
    what: "claim",
    startedAt: claimStarted,
    ms: claim.ms,
    status: claim.kind === "acknowledged" ? 201 : claim.kind === "refused" ? claim.status : 0,
    wellFormed: claim.kind === "acknowledged" || (claim.kind === "refused" && isEnvelope(claim.body)),
  };
  return { outcomes: [claimOutcome, ...reads], acknowledged: claim.kind === "acknowledged" ? claim.claim : null };
}
