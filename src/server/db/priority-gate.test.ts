import { describe, expect, it } from "vitest";
import { createPriorityGate } from "./priority-gate";
import { isDatabaseUnavailable } from "./unavailable";

const gate = (permits: number, urgentAtMost = permits, timeoutMs = 1_000) =>
  createPriorityGate({ permits, urgentAtMost, timeoutMs });

/** Acquires, recording the order in which permits are granted. */
function recorder(subject: ReturnType<typeof gate>) {
  const order: string[] = [];
  const take = (name: string, urgent: boolean) =>
    subject.acquire(urgent).then((release) => {
      order.push(name);
      return release;
    });
  return { order, take };
}

describe("the database priority gate", () => {
  it("grants free permits at once and makes the next caller wait", async () => {
    const subject = gate(2);
    const first = await subject.acquire(false);
    await subject.acquire(false);
    let third = false;
    const waiting = subject.acquire(false).then(() => (third = true));
    await Promise.resolve();
    expect([third, subject.waiting]).toEqual([false, 1]);
    first();
    await waiting;
    expect([third, subject.waiting]).toEqual([true, 0]);
  });

  it("gives the next free permit to urgent work that came after others", async () => {
    const subject = gate(1);
    const { order, take } = recorder(subject);
    const held = await subject.acquire(false);
    const normal = take("staff search", false);
    const urgent = take("claim", true);
    held();
    (await urgent)();
    await normal;
    expect(order).toEqual(["claim", "staff search"]);
  });

  it("keeps permits beyond urgentAtMost for the others while they wait, and lends them when nobody else does", async () => {
    const subject = gate(2, 1);
    const { order, take } = recorder(subject);
    const heldByClaim = await subject.acquire(true);
    const heldBySearch = await subject.acquire(false);
    const claim = take("second claim", true);
    const search = take("search", false);
    heldBySearch();
    await search;
    expect(order).toEqual(["search"]);
    heldByClaim();
    await claim;
    expect(order).toEqual(["search", "second claim"]);

    const alone = gate(2, 1);
    await alone.acquire(true);
    await expect(alone.acquire(true)).resolves.toBeTypeOf("function");
  });

  it("refuses after the timeout as the pool does, so the request is answered 503", async () => {
    const subject = gate(1, 1, 20);
    await subject.acquire(false);
    const refusal = await subject.acquire(true).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refusal)).toBe(true);
    expect(subject.waiting).toBe(0);
  });

  it("counts a permit released twice once", async () => {
    const subject = gate(1);
    const release = await subject.acquire(false);
    release();
    release();
    await subject.acquire(false);
    let granted = false;
    const late = subject.acquire(false).then(() => (granted = true));
    late.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(granted).toBe(false);
  });
});
