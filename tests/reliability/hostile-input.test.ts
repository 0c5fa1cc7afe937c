import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDemoCallers, type DemoCallers } from "./support/demo-callers";
import { buildTestApp } from "../api/support/test-app";
import { answerProblem } from "./support/answer-checks";
import { betterAuthEndpoints } from "./support/auth-endpoints";
import { milliseconds, printFigures } from "./support/figures";
import { foundDefects } from "./support/found-defects";
import { describeRequest, hostileRequest, sendHostile, type HostileRequest } from "./support/hostile-requests";
import { loadKnownIds, type KnownIds } from "./support/known-ids";
import { mutatingEndpoints, type MutatingEndpoint } from "./support/mutating-endpoints";
import { newPrototypeKeys, snapshotPrototypes, type PrototypeSnapshot } from "./support/prototype-snapshot";
import { serverErrorLog } from "./support/server-error-log";

/**
 * Hostile input: every mutating endpoint in the OpenAPI document
 * (and better-auth's, which it leaves out), fed requests generated from its
 * own schemas with hostile parts: wrong types, missing and extra fields, huge
 * strings and arrays, unicode edge cases, prototype keys, injection strings,
 * malformed bodies, odd content types, hostile path values, over-long
 * headers. Never a 5xx or a hang; always the envelope with field errors for
 * validation; afterwards no prototype is polluted and the app is healthy.
 *
 * Replay a failure with HOSTILE_INPUT_SEED=<the seed printed>; HOSTILE_INPUT_RUNS
 * sets the requests per endpoint (more for a longer hunt).
 */
const seed = Number(process.env.HOSTILE_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
// About 45 endpoints: sized so the file stays under a minute on a 2-core machine.
const runsPerEndpoint = Number(process.env.HOSTILE_INPUT_RUNS ?? 60);
// Signing in hashes a password: fewer runs keep these endpoints from dominating the time.
const runsPerAuthEndpoint = Math.ceil(runsPerEndpoint / 2);
// A request that takes this long is a hang, not a slow answer.
const hangMs = 10_000;

function withinDeadline<T>(work: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${hangMs} ms: ${label}`)), hangMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

describe("hostile input on every mutating endpoint", () => {
  let app: FastifyInstance;
  let as: DemoCallers;
  let endpoints: MutatingEndpoint[];
  let known: KnownIds;
  let prototypesBefore: PrototypeSnapshot;
  const errorLog = serverErrorLog();
  const answersByStatus = new Map<number, number>();
  let requestsSent = 0;
  const startedAt = performance.now();

  beforeAll(async () => {
    console.log(`[reliability] hostile input: seed ${seed} (HOSTILE_INPUT_SEED=${seed} replays it)`);
    prototypesBefore = snapshotPrototypes();
    app = await buildTestApp({ logLevel: "error" }, { logStream: errorLog.stream });
    as = await freshDemoCallers(app);
    // Rows the seed lacks, so their routes are fuzzed against a real record too.
    await as.call("staff", "POST", "/api/users", { name: "Fuzz Target", email: "fuzz@example.com", role: "member" });
    await as.call("anonymous", "POST", "/api/functions/send-agent-appointment", {
      ...{ name: "Fuzz Applicant", email: "applicant@example.com", phone: "813-555-0100", licenseNumber: "W123456" },
      ...{ licenseState: "Florida", yearsExperience: "1-3", agreeToTerms: true },
    });
    endpoints = await mutatingEndpoints(app);
    known = await loadKnownIds(Object.values(as.ids));
  });

  afterAll(async () => {
    await app?.close();
    const byStatus = [...answersByStatus.entries()].sort(([a], [b]) => a - b);
    printFigures("hostile input", {
      "endpoints covered": `${endpoints?.length ?? 0} from the OpenAPI document + ${betterAuthEndpoints.length} of better-auth`,
      "requests sent": requestsSent,
      "answers by status": byStatus.map(([status, count]) => `${status}: ${count}`).join(", "),
      seed,
      "runs per endpoint": `${runsPerEndpoint} (better-auth ${runsPerAuthEndpoint})`,
      duration: milliseconds(performance.now() - startedAt),
    });
  });

  async function send(request: HostileRequest) {
    const response = await withinDeadline(sendHostile(app, as, request), describeRequest(request));
    requestsSent += 1;
    answersByStatus.set(response.statusCode, (answersByStatus.get(response.statusCode) ?? 0) + 1);
    return response;
  }

  /** Runs the property on one endpoint; answers the failure as a short account, or null. */
  async function fuzz(endpoint: MutatingEndpoint, numRuns: number, envelope: boolean): Promise<string | null> {
    // fast-check's own report prints the whole counterexample, megabytes of it: keep a short account instead.
    let lastProblem = "";
    const property = fc.asyncProperty(hostileRequest(endpoint, known), async (request) => {
      const response = await send(request);
      const problem = answerProblem(response, { envelope });
      if (!problem) return;
      const logged = errorLog.errorOf(response.headers["x-request-id"]);
      lastProblem = [
        problem,
        `  request: ${describeRequest(request)}`,
        `  answer: ${response.body.slice(0, 300)}`,
        ...(logged ? [`  server log: …${logged.slice(-400)}`] : []),
      ].join("\n");
      throw new Error(problem);
    });
    const details = await fc.check(property, { seed, numRuns, endOnFailure: true });
    if (!details.failed) return null;
    const problem = lastProblem || String(details.errorInstance);
    return `${endpoint.method} ${endpoint.path} (seed ${seed}, path ${details.counterexamplePath}): ${problem}`;
  }

  it("answers each request it once found failing", async () => {
    const failures: string[] = [];
    for (const { defect, request } of foundDefects) {
      const response = await send(request);
      const problem = answerProblem(response, { envelope: !request.url.startsWith("/api/auth/") });
      if (problem) failures.push(`${defect}: ${problem} (${response.statusCode} ${response.body.slice(0, 200)})`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("answers every generated request with the envelope, never a 5xx or a hang", async () => {
    expect(endpoints.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const failure = await fuzz(endpoint, runsPerEndpoint, true);
      if (failure) failures.push(failure);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
  });

  it("answers better-auth's endpoints without a 5xx or a hang (in better-auth's own shape)", async () => {
    const failures: string[] = [];
    for (const endpoint of betterAuthEndpoints) {
      const failure = await fuzz(endpoint, runsPerAuthEndpoint, false);
      if (failure) failures.push(failure);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
  });

  it("leaves no key on a built-in prototype and the app still answering", async () => {
    expect(newPrototypeKeys(prototypesBefore)).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: "ok" } });
  });
});
