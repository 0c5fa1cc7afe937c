import type pg from "pg";
import type { PriorityGate } from "./priority-gate";

/**
 * The pool as Drizzle sees it, with every statement and every transaction
 * taking a permit of the gate first: a statement holds one until it answers,
 * a transaction from `connect()` until its client is released.
 */
export function gatedPool(pool: pg.Pool, gate: PriorityGate, urgent: () => boolean): pg.Pool {
  const query = async (...args: unknown[]) => {
    const release = await gate.acquire(urgent());
    try {
      return await (pool.query as (...parts: unknown[]) => Promise<unknown>)(...args);
    } finally {
      release();
    }
  };
  const connect = async () => {
    const release = await gate.acquire(urgent());
    try {
      const client = await pool.connect();
      const giveBack = client.release;
      client.release = (error?: Error | boolean) => {
        release();
        return giveBack.call(client, error);
      };
      return client;
    } catch (error) {
      release();
      throw error;
    }
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === "query") return query;
      if (property === "connect") return connect;
      return Reflect.get(target, property, receiver);
    },
  });
}
