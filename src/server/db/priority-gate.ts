/**
 * Who gets the next PostgreSQL connection when every one is busy. The pool
 * alone serves its waiters in arrival order, so under a storm a member filing
 * a claim waited behind every staff search that came first. The gate holds as
 * many permits as the pool has connections: urgent work (a route marked
 * `config.urgent`) takes the next free one ahead of the rest, but never more
 * than `urgentAtMost` at once unless nothing else waits, so staff keep a share
 * (decision 0037, "Later").
 */
export interface PriorityGate {
  /** Resolves with the permit's release once the work may use a connection; rejects after `timeoutMs` of waiting. */
  acquire(urgent: boolean): Promise<() => void>;
  /** How many wait for a permit now. */
  readonly waiting: number;
}

interface Waiter {
  grant(): void;
}

export function createPriorityGate({
  permits,
  urgentAtMost,
  timeoutMs,
}: {
  permits: number;
  urgentAtMost: number;
  timeoutMs: number;
}): PriorityGate {
  let free = permits;
  let urgentHeld = 0;
  const urgentQueue: Waiter[] = [];
  const normalQueue: Waiter[] = [];

  function permit(urgent: boolean): () => void {
    free--;
    if (urgent) urgentHeld++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      free++;
      if (urgent) urgentHeld--;
      dispatch();
    };
  }

  function next(): Waiter | undefined {
    if (urgentQueue.length > 0 && (urgentHeld < urgentAtMost || normalQueue.length === 0)) return urgentQueue.shift();
    return normalQueue.shift() ?? urgentQueue.shift();
  }

  function dispatch(): void {
    while (free > 0) {
      const waiter = next();
      if (!waiter) return;
      waiter.grant();
    }
  }

  return {
    acquire(urgent) {
      if (free > 0 && urgentQueue.length + normalQueue.length === 0) return Promise.resolve(permit(urgent));
      return new Promise((resolve, reject) => {
        const queue = urgent ? urgentQueue : normalQueue;
        const waiter: Waiter = {
          grant() {
            clearTimeout(timer);
            resolve(permit(urgent));
          },
        };
        // As the pool's own connectionTimeoutMillis: a request fails (503) rather than wait without end.
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new Error(`timeout exceeded when trying to connect: waited ${timeoutMs} ms for a connection`));
        }, timeoutMs);
        queue.push(waiter);
        dispatch();
      });
    },
    get waiting() {
      return urgentQueue.length + normalQueue.length;
    },
  };
}
