import { DataDirInUse } from "./admin/admin-socket";
import { buildApp } from "./app";
import { shiftCalendar } from "../shared/calendar-date";
import { loadConfig } from "./env";

// Entry point: `npm start` runs the bundled copy of this file.
const config = loadConfig();
if (config.clockOffsetDays !== 0) shiftCalendar(config.clockOffsetDays);
const app = await buildApp(config).catch((error: unknown) => {
  // Another process holds the embedded database: a plain reason, not a stack, and no harm done.
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
});
if (config.clockOffsetDays !== 0)
  app.log.warn({ days: config.clockOffsetDays }, "today is shifted (CLOCK_OFFSET_DAYS)");

const shutdownGraceMs = 10_000;
let shuttingDown = false;

async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, "shutting down");
  // In-flight requests finish; a stuck one cannot hold the process forever.
  const force = setTimeout(() => process.exit(1), shutdownGraceMs);
  force.unref();
  await app.close();
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, "could not start");
  process.exit(1);
}
