import { Agent, request } from "node:http";

/**
 * HTTP for the scenarios that load the server: node:http on kept-alive
 * connections. The clients run on the same two cores as the server, and
 * fetch (undici) spent about 2.5 times the CPU per request: in the 200-client
 * storm, 49 % of a core for 270 req/s against 20 % for 474, CPU the server's
 * figures were paying for.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export interface Answer {
  status: number;
  body: string;
}

export interface Sending {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** From sending to the whole answer; past it the request is abandoned and the promise rejects. */
  timeoutMs?: number;
}

/** Sends one request to an http:// address and reads the whole answer; rejects on a network error or the timeout. */
export function send(address: string, { method = "GET", headers = {}, body, timeoutMs = 30_000 }: Sending = {}) {
  const url = new URL(address);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          clearTimeout(timer);
          resolve({ status: incoming.statusCode!, body: Buffer.concat(chunks).toString("utf8") });
        });
        incoming.on("error", fail);
      },
    );
    const timer = setTimeout(() => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}
