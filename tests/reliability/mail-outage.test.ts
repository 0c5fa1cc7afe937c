import { afterAll, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { fileClaim, type AcknowledgedClaim } from "./support/claim-filing";
import { sleep } from "./support/client-pool";
import { milliseconds, printFigures } from "./support/figures";
import { startSeededServer, type SeededServer } from "./support/seeded-server";

/**
 * Mail outage: with the SMTP server down, claims are still taken
 * and their e-mails wait in the outbox; when it returns, each is delivered
 * once, and no attempt is spent on the outage (a long one would otherwise
 * use up every message's tries and lose it).
 */
const claims = 25;
const outageMs = 8_000;

let seeded: SeededServer | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  await seeded?.remove();
  await sink?.close();
});

it("keeps e-mails while the mail server is down and delivers each once when it returns", async () => {
  const smtpPort = await freePort();
  seeded = await startSeededServer("pglite", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const url = seeded.server.url;
  const staffCookie = await seeded.staffCookie();
  const outageStarted = performance.now();

  const acknowledged: AcknowledgedClaim[] = [];
  for (let index = 0; index < claims; index++) {
    const outcome = await fileClaim(url, `mail-outage-${index}`);
    expect(outcome.kind, JSON.stringify(outcome)).toBe("acknowledged");
    if (outcome.kind === "acknowledged") acknowledged.push(outcome.claim);
  }
  await sleep(Math.max(0, outageMs - (performance.now() - outageStarted)));

  // What staff see in the outbox while the server is down: everything waiting, no attempt spent.
  const outbox = await fetch(`${url}/api/mail/outbox?pageSize=100`, { headers: { cookie: staffCookie } });
  const waiting = ((await outbox.json()) as { data: { items: { status: string; attempts: number }[] } }).data.items;
  const pendingDuringOutage = waiting.filter((mail) => mail.status === "pending");
  expect(pendingDuringOutage.length).toBe(waiting.length);
  expect(waiting.every((mail) => mail.attempts === 0)).toBe(true);

  sink = await startSmtpSink({ port: smtpPort });
  const returned = performance.now();
  while (sink.received.length < waiting.length && performance.now() - returned < 30_000) await sleep(100);
  const drainMs = performance.now() - returned;
  // Long enough for a second delivery round: a message sent twice would arrive now.
  await sleep(5_500);

  const perMessage = new Map<string, number>();
  for (const mail of sink.received) {
    const key = `${mail.to.join(",")} ${mail.raw.match(/^Subject: (.*)$/m)?.[1] ?? ""}`;
    perMessage.set(key, (perMessage.get(key) ?? 0) + 1);
  }
  const duplicates = [...perMessage.values()].filter((times) => times > 1).length;
  const acknowledgementsReceived = acknowledged.filter((claim) =>
    sink!.received.some((mail) => mail.to.includes(claim.notifierEmail)),
  );

  printFigures(`mail outage: SMTP down for ${outageMs / 1000} s (PGlite)`, {
    "claims acknowledged during the outage": acknowledged.length,
    "e-mails waiting in the outbox": pendingDuringOutage.length,
    "attempts spent during the outage": waiting.reduce((sum, mail) => sum + mail.attempts, 0),
    "e-mails delivered after the return": sink.received.length,
    "all delivered within": milliseconds(drainMs),
    "delivered more than once": duplicates,
    "claimants who got their acknowledgement": `${acknowledgementsReceived.length} of ${acknowledged.length}`,
  });
  expect(sink.received.length).toBe(waiting.length);
  expect(duplicates).toBe(0);
  expect(acknowledgementsReceived.length).toBe(acknowledged.length);
});
