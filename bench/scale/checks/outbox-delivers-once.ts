import type { Verdict } from "../report";
import type { ScaleContext } from "../scale-context";

const deliveryTimeoutMs = 20_000;
// Time for a second copy to arrive if two instances' senders both took a message.
const duplicateGraceMs = 1500;

/**
 * Both instances run an outbox sender on the one mail_outbox table; each
 * claim acknowledgement must still reach its claimant exactly once.
 */
export async function outboxDeliversOnce(ctx: ScaleContext, claimants: string[]): Promise<Verdict> {
  const addresses = claimants.map((claimant) => `${claimant}@example.com`);
  const copiesOf = (address: string) => ctx.smtp.received.filter((mail) => mail.to.includes(address)).length;
  const started = performance.now();
  await Promise.all(addresses.map((address) => ctx.smtp.waitFor(address, deliveryTimeoutMs))).catch(() => undefined);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((wait) => setTimeout(wait, duplicateGraceMs));
  const copies = addresses.map(copiesOf);
  const once = copies.filter((count) => count === 1).length;
  const missing = copies.filter((count) => count === 0).length;
  const twice = copies.filter((count) => count > 1).length;
  return {
    passed: once === addresses.length,
    figures:
      `${addresses.length} acknowledgements through the SMTP sink, delivered within ${seconds.toFixed(1)} s: ` +
      `${once} once, ${twice} more than once, ${missing} missing (${ctx.smtp.received.length} messages in all)`,
  };
}
