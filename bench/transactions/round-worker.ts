// One instance's policy round, in a process of its own as a server instance
// runs it: `ROUND=renewals` offers renewals, `ROUND=apply` applies the issued
// changes whose day has come and expires ended terms, both as of `TODAY`, on
// `DATABASE_URL`. Prints "ready" once connected, starts on a line from stdin
// (so two instances start together), then prints what it did as JSON.
import { once } from "node:events";
import { createInterface } from "node:readline";
import { openDatabase } from "../../src/server/db/client";
import { createOutboxRepository } from "../../src/server/mail/outbox-repository";
import { offerRenewals } from "../../src/server/modules/policy-transactions/policy-rounds";
import { createPolicyTransactionRepository } from "../../src/server/modules/policy-transactions/repository";
import { createPolicyTransactionService } from "../../src/server/modules/policy-transactions/service";
import { createDatabaseStorage } from "../../src/server/storage/database-storage";
import { defaultCompany } from "../../src/shared/company";

const { DATABASE_URL: url, ROUND: round, TODAY: today } = process.env;
if (!url || !today || (round !== "renewals" && round !== "apply")) {
  throw new Error("DATABASE_URL, TODAY and ROUND (renewals | apply) are required");
}

const database = await openDatabase({ kind: "postgres", url });
const { db } = database;
const outbox = createOutboxRepository(db);
const service = createPolicyTransactionService({
  db,
  // What the app's mailer does without SMTP: the e-mails wait in the outbox, written in the issuing transaction.
  mail: { queue: (mail, executor) => outbox.enqueue({ ...mail, requestId: null }, executor), nudge: () => undefined },
  company: defaultCompany,
  // Files in the database, as instances sharing one PostgreSQL keep them.
  storage: createDatabaseStorage(db),
  today: () => today,
});
await database.ping(5_000);

const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
await once(lines, "line");
lines.close();

const started = performance.now();
const outcome =
  round === "renewals"
    ? await offerRenewals(service, createPolicyTransactionRepository(db), { rules: defaultCompany.policyRules, today })
    : await service.applyDue();
process.stdout.write(`${JSON.stringify({ ...outcome, seconds: (performance.now() - started) / 1000 })}\n`);
await database.close();
