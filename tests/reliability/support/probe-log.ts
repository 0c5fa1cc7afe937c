import type { LightMyRequestResponse } from "fastify";
import { leakedTelltales } from "./leak-check";

export interface Probe {
  who: string;
  /** "METHOD /path/{template}": what the figures count as one endpoint. */
  endpoint: string;
  method: string;
  url: string;
  payload?: unknown;
  /** The request names a record the caller must never reach: only a 400, 403 or 404 will do. */
  namesForeignRecord: boolean;
  /** The route's rule does not admit the caller's role at all: only a 403 will do. */
  barredByRole: boolean;
  /** Text of records the caller must never see. */
  telltales: string[];
}

const refusals = new Set([400, 403, 404]);

function isErrorEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; data?: unknown; message?: unknown };
    return (
      parsed.success === false && parsed.data === null && typeof parsed.message === "string" && parsed.message !== ""
    );
  } catch {
    return false;
  }
}

/**
 * Judges and counts each answer of an enumeration: a 5xx, a success or a
 * non-refusal for a record that is not the caller's, an error outside the
 * envelope, or another's text in the answer are each a problem.
 */
export function createProbeLog() {
  const endpoints = new Set<string>();
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  /** How each endpoint refused records that were not the caller's: 400 alone means the probe never got past validation. */
  const foreignRefusals = new Map<string, Set<number>>();
  let requests = 0;
  let leaks = 0;

  return {
    record(probe: Probe, response: LightMyRequestResponse): void {
      requests += 1;
      endpoints.add(probe.endpoint);
      const status = response.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const where = `${probe.who} ${probe.method} ${probe.url}${probe.payload === undefined ? "" : ` ${JSON.stringify(probe.payload).slice(0, 120)}`}`;
      if (status >= 500) problems.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
      if (probe.namesForeignRecord) {
        foreignRefusals.set(probe.endpoint, (foreignRefusals.get(probe.endpoint) ?? new Set()).add(status));
      }
      if (probe.barredByRole && status !== 403) problems.push(`${where}: ${status} where the role is barred`);
      if (probe.namesForeignRecord && !refusals.has(status)) {
        problems.push(`${where}: ${status} for a record that is not theirs`);
      }
      if (status >= 400 && !isErrorEnvelope(response.body)) problems.push(`${where}: ${status} outside the envelope`);
      const leaked = leakedTelltales(response.body, probe.telltales, probe);
      if (leaked.length > 0) {
        leaks += 1;
        problems.push(`${where}: ${status} answer shows ${leaked.slice(0, 3).join(" | ")}`);
      }
    },
    problems,
    /**
     * Endpoints that refused every foreign id in their path with a 400: the
     * enumeration there tested validation, not access. (An id in a body is
     * rightly refused with 400, beside its field.)
     */
    refusedOnlyByValidation: () =>
      [...foreignRefusals]
        .filter(([endpoint, statuses]) => endpoint.includes("{") && statuses.size === 1 && statuses.has(400))
        .map(([endpoint]) => endpoint),
    figures: () => ({
      "endpoints tried": endpoints.size,
      "requests sent": requests,
      "answers by status": [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(", "),
      "leaks found": leaks,
    }),
  };
}

export type ProbeLog = ReturnType<typeof createProbeLog>;
