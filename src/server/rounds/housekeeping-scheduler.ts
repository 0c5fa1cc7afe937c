import type { FastifyBaseLogger } from "fastify";
import type { HousekeepingSettings } from "../env";
import type { HousekeepingMetrics } from "../metrics/housekeeping-metrics";
import type { HousekeepingRound, HousekeepingService } from "../modules/housekeeping/service";

export interface Housekeeping {
  /** One round now (after the one in progress, if any): what it removed. */
  runOnce(): Promise<HousekeepingRound>;
  stop(): Promise<void>;
}

/**
 * The housekeeping rounds of one instance (decision 0034): every
 * `everyMinutes`, and once soon after start, remove what the app no longer
 * needs (service.ts). Safe with several instances; one round runs at a time
 * here. With `everyMinutes` 0 nothing runs on a timer, and a round runs only
 * when asked (tests).
 */
export function startHousekeeping(deps: {
  service: Pick<HousekeepingService, "runRound">;
  log: FastifyBaseLogger;
  settings: HousekeepingSettings;
  /** Null when /metrics is off (production without METRICS_TOKEN). */
  metrics: HousekeepingMetrics | null;
}): Housekeeping {
  const { service } = deps;
  let running: Promise<unknown> = Promise.resolve();

  async function round() {
    const outcome = await service.runRound();
    deps.metrics?.record(outcome, new Date());
    deps.log.info(outcome, "housekeeping round");
    return outcome;
  }

  function runOnce() {
    const next = running.then(round);
    running = next.catch((error: unknown) => deps.log.error({ err: error }, "housekeeping round failed"));
    return next;
  }

  const every = deps.settings.everyMinutes * 60_000;
  // The first round a little after start, once the instance is serving; then one every interval.
  const first = every > 0 ? setTimeout(() => void runOnce().catch(() => undefined), Math.min(every, 30_000)) : null;
  const timer = every > 0 ? setInterval(() => void runOnce().catch(() => undefined), every) : null;
  first?.unref();
  timer?.unref();

  return {
    runOnce,
    async stop() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
