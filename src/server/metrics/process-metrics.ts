import { collectDefaultMetrics, Registry } from "prom-client";

/**
 * Node's own figures (resident memory, heap, event-loop lag, GC): they
 * describe the process, not an app, and collectDefaultMetrics starts an
 * event-loop monitor and a GC observer that never stop. So they are
 * collected once per process, in a registry of their own (never prom-client's
 * global one), and shared by every app the process builds (tests build many).
 */
let processRegistry: Registry | undefined;

export function addProcessMetrics(register: Registry): void {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  for (const { name } of processRegistry.getMetricsAsArray()) {
    register.registerMetric(processRegistry.getSingleMetric(name)!);
  }
}
