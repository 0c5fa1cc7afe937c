import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimSubmission } from "../api/support/claim-submission";
import { sleep } from "./support/client-pool";
import { milliseconds, printFigures } from "./support/figures";
import { openRawClient, statusOf, trickle, type RawClient } from "./support/raw-sockets";
import { startSeededServer, type SeededServer } from "./support/seeded-server";

/**
 * Request limits: body size, header size, slow headers (slow
 * loris), slow bodies and the connection cap are set deliberately (decision
 * 0019) and hold on the built server; while slow clients hang on, others are
 * still served, and the server is whole again once they are cut off.
 * The limits are lowered here so the test takes seconds, not minutes.
 */
const headersSeconds = 2;
const transferSeconds = 4;
const maxConnections = 120;

let seeded: SeededServer;
beforeAll(async () => {
  seeded = await startSeededServer("pglite", {
    HEADERS_TIMEOUT_SECONDS: String(headersSeconds),
    TRANSFER_TIMEOUT_SECONDS: String(transferSeconds),
    MAX_CONNECTIONS: String(maxConnections),
  });
});
afterAll(() => seeded?.remove());

/** Times a health check: the proof that other clients are still served. */
async function healthMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${seeded.server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const envelope = (text: string) =>
  JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) as { success: boolean; message: string };

describe("request limits", () => {
  it("refuses a body over the limit with 413 in the envelope, before storing anything", async () => {
    const claim = claimSubmission("SRE-0000004");
    claim.location.lossDetails = "x".repeat(2 * 1024 * 1024);
    const response = await fetch(`${seeded.server.url}/api/claims`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: seeded.server.url },
      body: JSON.stringify(claim),
    });
    const body = (await response.json()) as { success: boolean; message: string };
    printFigures("body limit", { "2 MiB claim": `${response.status} ${body.message}` });
    expect(response.status).toBe(413);
    expect(body).toMatchObject({ success: false, message: "The request body is too large." });
  });

  it("refuses headers over 16 KB with 431 in the envelope", async () => {
    const client = await openRawClient(seeded.server.port);
    client.socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${"a".repeat(20_000)}\r\n\r\n`);
    await client.closed;
    printFigures("header limit", { "20 KB cookie": client.received().split("\r\n")[0]! });
    expect(statusOf(client.received())).toBe(431);
    expect(envelope(client.received())).toMatchObject({
      success: false,
      message: "The request headers are too large.",
    });
  });

  it("cuts off slow-loris clients after the header timeout while serving everyone else", async () => {
    const slow: RawClient[] = [];
    for (let index = 0; index < 100; index++) {
      const client = await openRawClient(seeded.server.port);
      trickle(client.socket, `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${"a".repeat(500)}\r\n\r\n`, 200);
      slow.push(client);
    }
    const during = [await healthMs(), await healthMs(), await healthMs()];
    const closedAfter = await Promise.all(slow.map((client) => client.closed));
    const answers = new Set(slow.map((client) => statusOf(client.received())));
    printFigures(`slow loris: 100 clients sending a header byte every 200 ms (${headersSeconds} s header timeout)`, {
      "health checks meanwhile (slowest)": milliseconds(Math.max(...during)),
      "slow clients cut off after": `${milliseconds(Math.min(...closedAfter))} to ${milliseconds(Math.max(...closedAfter))}`,
      "their answer": [...answers].join(", "),
    });
    expect(Math.max(...closedAfter)).toBeLessThan(headersSeconds * 1000 + 1_500);
    expect([...answers]).toEqual([408]);
    expect(Math.max(...during)).toBeLessThan(1_000);
  });

  it("cuts off a client that sends its body too slowly after the transfer timeout", async () => {
    const client = await openRawClient(seeded.server.port);
    const body = JSON.stringify(claimSubmission("SRE-0000004"));
    client.socket.write(
      `POST /api/claims HTTP/1.1\r\nHost: x\r\nOrigin: ${seeded.server.url}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    trickle(client.socket, body, 200, 4);
    const during = await healthMs();
    const closedAfter = await client.closed;
    printFigures(`slow body: 4 bytes every 200 ms (${transferSeconds} s transfer timeout)`, {
      "cut off after": milliseconds(closedAfter),
      answer: client.received().split("\r\n")[0] || "(none)",
      "health check meanwhile": milliseconds(during),
    });
    expect(closedAfter).toBeLessThan(transferSeconds * 1000 + 1_500);
    expect(statusOf(client.received())).toBe(408);
  });

  it("refuses connections over the cap at once, and serves again when the slow ones are cut off", async () => {
    const holding: RawClient[] = [];
    for (let index = 0; index < maxConnections; index++) holding.push(await openRawClient(seeded.server.port));
    for (const client of holding) client.socket.write("GET / HTTP/1.1\r\n");
    // Over the cap: Node closes the connection as soon as it is accepted, so the client knows at once.
    const extra = await openRawClient(seeded.server.port);
    extra.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    const refusedAfter = await Promise.race([extra.closed, sleep(3_000).then(() => Number.NaN)]);
    await Promise.all(holding.map((client) => client.closed));
    const recovered = performance.now();
    const after = await healthMs();
    printFigures(`connection cap: ${maxConnections} held open, one more`, {
      "the extra connection closed after": milliseconds(refusedAfter),
      "held connections cut off by the header timeout": holding.length,
      "health check once they were cut": milliseconds(after),
    });
    expect(refusedAfter).toBeLessThan(1_000);
    expect(performance.now() - recovered).toBeLessThan(5_000);
  });
});
