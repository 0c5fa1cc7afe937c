import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type * as schema from "../../src/server/db/schema";
import type { SmtpSink } from "../../tests/support/smtp-sink";
import type { RunningServer } from "../../tests/support/built-server";
import type { RunningNginx } from "./nginx";

/** Everything the checks work with: two instances called directly, nginx in front, and the shared stores. */
export interface ScaleContext {
  a: RunningServer;
  b: RunningServer;
  nginx: RunningNginx;
  /** nginx's address: the instances' PUBLIC_URL, the Origin their CSRF check wants. */
  publicUrl: string;
  /** The throwaway database both instances use, read directly to confirm what they answered. */
  db: NodePgDatabase<typeof schema>;
  smtp: SmtpSink;
  demoPassword: string;
  /**
   * The client address every direct call claims (X-Forwarded-For; the
   * instances trust a proxy), made up per run so its rate-limit keys in the
   * shared Redis are this run's alone.
   */
  clientIp: string;
  /** A staff session, signed in by check 1 and used by the loads. */
  staffCookie: string;
}
