import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDemoPaymentNotifier } from "./demo-payment-notifier";
import { checkNotification } from "./notification-signature";

const secret = "demo-portal-secret-for-tests-0123456789";
const notification = {
  eventId: "demo_1",
  paymentId: "6b0c9a5e-0000-4000-8000-000000000001",
  status: "completed" as const,
  amountCents: 9_625_000,
  currency: "USD" as const,
  occurredAt: "2026-06-01T12:00:00.000Z",
};

interface Received {
  signed: string;
  body: unknown;
}

/** A real HTTP endpoint that answers each delivery with the next of `statuses` (the last one after that). */
async function endpoint(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks);
      const delivery = {
        rawBody,
        timestamp: request.headers["sabal-timestamp"] as string | undefined,
        signature: request.headers["sabal-signature"] as string | undefined,
      };
      received.push({ signed: checkNotification(delivery, secret, 300), body: JSON.parse(rawBody.toString("utf8")) });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/notifications`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_fields: object, message: string) => lines.push({ level, message });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } as never };
}

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe("the demo portal's notifier", () => {
  it("posts the signed notification and tries again after a refusal until it gets a 2xx", async () => {
    const target = await endpoint([503, 500, 200]);
    closers.push(target.close);
    const { lines, log } = recordingLog();
    const notifier = createDemoPaymentNotifier({ secret, target: () => target.url, log, retryDelaysMs: [10, 20, 40] });
    closers.push(notifier.stop);
    notifier.send(notification);
    await expect.poll(() => lines.some((line) => line.message.includes("delivered"))).toBe(true);
    expect(target.received.map((delivery) => delivery.signed)).toEqual(["valid", "valid", "valid"]);
    expect(target.received[0]!.body).toEqual(notification);
    expect(lines.filter((line) => line.level === "warn")).toHaveLength(2);
  });

  it("gives up after its last retry, and says so", async () => {
    const target = await endpoint([503]);
    closers.push(target.close);
    const { lines, log } = recordingLog();
    const notifier = createDemoPaymentNotifier({ secret, target: () => target.url, log, retryDelaysMs: [5, 5] });
    closers.push(notifier.stop);
    notifier.send(notification);
    await expect.poll(() => lines.find((line) => line.level === "error")?.message).toMatch(/gave up/);
    expect(target.received).toHaveLength(3);
  });

  it("stops retrying when stopped", async () => {
    const target = await endpoint([503]);
    closers.push(target.close);
    const { log } = recordingLog();
    const notifier = createDemoPaymentNotifier({ secret, target: () => target.url, log, retryDelaysMs: [200] });
    notifier.send(notification);
    await expect.poll(() => target.received.length).toBe(1);
    notifier.stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(target.received).toHaveLength(1);
  });
});
