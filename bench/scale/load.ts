import autocannon, { type Request as AutocannonRequest, type Result } from "autocannon";

export interface LoadFigures {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** What the errors were (codes such as ECONNRESET), to tell a failing app from a failing client. */
  errorKinds: string[];
}

/** autocannon for `seconds`, each connection going round `requests` in order. */
export async function runLoad(url: string, requests: AutocannonRequest[], seconds: number): Promise<LoadFigures> {
  const errorKinds = new Set<string>();
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: seconds, requests }, (error, done: Result) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("reqError", (error: NodeJS.ErrnoException) => errorKinds.add(error.code ?? error.message));
  });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon counts timeouts among its errors.
    errors: result.errors,
    errorKinds: [...errorKinds],
  };
}

export const describeLoad = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
  `${figures.total} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors` +
  (figures.errorKinds.length > 0 ? ` (${figures.errorKinds.join(", ")})` : "");

/** nginx's own complaints during a load (none expected), a few of them, to say where errors came from. */
export const describeComplaints = (lines: string[]) =>
  lines.length === 0 ? "" : `\nnginx error log (${lines.length} lines): ${lines.slice(-3).join(" | ")}`;
