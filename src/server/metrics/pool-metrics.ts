import { Gauge, type Registry } from "prom-client";
import type { Database, PoolStats } from "../db/client";

/**
 * The PostgreSQL pool, read when Prometheus scrapes: waiting queries mean the
 * pool is too small for the load. PGlite is one embedded connection with no
 * pool, so nothing is reported there rather than figures that mean nothing.
 */
export function registerPoolMetrics(register: Registry, database: Database): void {
  if (!database.poolStats()) return;
  const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(read(stats));
      },
    });
  gauge("db_pool_connections", "Connections the database pool holds open (busy or idle).", (stats) => stats.total);
  gauge("db_pool_idle_connections", "Open pool connections not running a query.", (stats) => stats.idle);
  gauge("db_pool_waiting_queries", "Queries waiting for a free pool connection.", (stats) => stats.waiting);
}
