// One instance's policy round, in a process of its own as a server instance
// runs it: `ROUND=renewals` offers renewals, `ROUND=apply` applies the issued
// changes whose day has come and expires ended terms, `ROUND=delinquency`
// runs the delinquency round again and again, as the scheduler would every few
// minutes, until it has no notice left to send; all as of `TODAY`, on
// `DATABASE_URL`. Prints "ready" once connected, starts on a line from stdin
// (so two instances start together), then prints what it did as JSON.
import { once } from "node:events";
import { createInterface } from "node:readline";
import { openDatabase } from "../../src/server/db/client";
import { createDelinquency } from "../../src/server/modules/billing/delinquency";
import { createOutboxRepository } from "../../src/server/mail/outbox-repository";
import { offerRenewals } from "../../src/server/modules/policy-transactions/policy-rounds";
import { createPolicyTransactionRepository } from "../../src/server/modules/policy-transactions/repository";
import { createPolicyTransactionService } from "../../src/server/modules/policy-transactions/service";
import { createDatabaseStorage } from "../../src/server/storage/database-storage";
import { defaultCompany } from "../../src/shared/company";

const { DATABASE_URL: url, ROUND: round, TODAY: today } = process.env;
if (!url || !today || (round !== "renewals" && round !== "apply" && round !== "delinquency")) {
  throw new Error("DATABASE_URL, TODAY and ROUND (renewals | apply | delinquency) are required");
}

const database = await openDatabase({ kind: "postgres", url });
const { db } = database;
const outbox = createOutboxRepository(db);
const service = createPolicyTransactionService({
  db,
  // What the app's mailer does without SMTP: the e-mails wait in the outbox, written in the issuing transaction.
  mail: {
    queueAll: (mails, executor) =>
      outbox.enqueue(
        mails.map((mail) => ({ ...mail, requestId: null })),
        executor,
      ),
    nudge: () => undefined,
  },
  company: defaultCompany,
  // Files in the database, as instances sharing one PostgreSQL keep them.
  storage: createDatabaseStorage(db),
  today: () => today,
});
const delinquency = createDelinquency({ db, company: defaultCompany, transactions: service, today: () => today });
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
    ? await offerRenewals(service, createPolicyTransactionRepository(db), { rules: defaultCompany.policyRules, today })
    : round === "apply"
      ? await service.applyDue()
      : await delinquencyRounds();
process.stdout.write(`${JSON.stringify({ ...outcome, seconds: (performance.now() - started) / 1000 })}\n`);
await database.close();
