// One instance's policy round, in a process of its own as a server instance
// runs it: `ROUND=renewals` offers renewals, `ROUND=apply` applies the issued
// changes whose day has come and expires ended terms, `ROUND=delinquency`
// runs the delinquency round again and again, as the scheduler would every few
// minutes, until it has no notice left to send; all as of `TODAY`, on
// `DATABASE_URL`. Prints "ready" once connected, starts on a line from stdin
// (so two instances start together), then prints what it did as JSON.
import { once } from "node:events";
import { createInterface } from "node:readline";
import pino from "pino";
import { composeServer } from "../../src/server/composition-root";
import { openDatabase } from "../../src/server/db/client";
import { loadConfig } from "../../src/server/env";
import { defaultCompany } from "../../src/shared/company";

const { DATABASE_URL: url, ROUND: round, TODAY: today } = process.env;
if (!url || !today || (round !== "renewals" && round !== "apply" && round !== "delinquency")) {
  throw new Error("DATABASE_URL, TODAY and ROUND (renewals | apply | delinquency) are required");
}

const database = await openDatabase({ kind: "postgres", url });
const { db } = database;
// Composed as a server instance is: without SMTP the e-mails wait in the outbox, written in the issuing
// transaction; files in the database, as instances sharing one PostgreSQL keep them.
const { services } = composeServer({
  db,
  config: loadConfig({ NODE_ENV: "test", DATABASE_URL: url, STORAGE: "database" }),
  company: defaultCompany,
  log: pino({ enabled: false }),
  today: () => today,
});
const { policyTransactions: service, delinquency } = services;
await database.ping(5_000);

const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
await once(lines, "line");
lines.close();

/** Rounds until one sends no notice (the first sends them all); the last one's time is what every later round costs while nobody else falls behind. */
async function delinquencyRounds() {
  const total = {
    noticed: 0,
    reinstated: 0,
    refused: 0,
    refusedBecause: {} as Record<string, number>,
    rounds: 0,
    lastRoundSeconds: 0,
  };
  for (;;) {
    const started = performance.now();
    const pass = await delinquency.run();
    total.noticed += pass.noticed;
    total.reinstated += pass.reinstated;
    total.refused += pass.refused;
    for (const [reason, count] of Object.entries(pass.refusedBecause))
      total.refusedBecause[reason] = (total.refusedBecause[reason] ?? 0) + count;
    total.rounds += 1;
    total.lastRoundSeconds = (performance.now() - started) / 1000;
    if (pass.noticed === 0) return total;
  }
}

const started = performance.now();
const outcome =
  round === "renewals"
    ? await service.offerRenewals()
    : round === "apply"
      ? await service.applyDue()
      : await delinquencyRounds();
process.stdout.write(`${JSON.stringify({ ...outcome, seconds: (performance.now() - started) / 1000 })}\n`);
await database.close();
