import { Counter, Gauge, type Registry } from "prom-client";
import { housekeepingKinds, type HousekeepingRound } from "../modules/housekeeping/service";

/** Where a housekeeping round reports what it did. */
export interface HousekeepingMetrics {
  record(round: HousekeepingRound, at: Date): void;
}

/**
 * What this instance's housekeeping rounds removed, by kind, and when its
 * last round ended. Each row is counted by the one instance that removed it:
 * sum() the counter across instances, and alert on
 * `time() - max(housekeeping_last_run_timestamp_seconds)` growing past a few
 * rounds (no instance finishes a round).
 */
export function registerHousekeepingMetrics(register: Registry): HousekeepingMetrics {
  const removed = new Counter({
    name: "housekeeping_removed_total",
    help: "Rows housekeeping removed, by kind: session, verification, sent_mail, abandoned_payment.",
    labelNames: ["kind"] as const,
    registers: [register],
  });
  // Every kind from the start, so a rate() has a zero to begin from.
  for (const kind of housekeepingKinds) removed.inc({ kind }, 0);
  const lastRun = new Gauge({
    name: "housekeeping_last_run_timestamp_seconds",
    help: "When this instance's last housekeeping round ended (Unix seconds); 0 before the first.",
    registers: [register],
  });

  return {
    record(round, at) {
      for (const kind of housekeepingKinds) if (round.removed[kind] > 0) removed.inc({ kind }, round.removed[kind]);
      lastRun.set(at.getTime() / 1000);
    },
  };
}
