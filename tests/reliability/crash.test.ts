import { afterEach, describe, expect, it } from "vitest";
import { fileClaim, type AcknowledgedClaim } from "./support/claim-filing";
import { runClients, sleep } from "./support/client-pool";
import { milliseconds, printFigures } from "./support/figures";
import { startSeededServer, type Engine, type SeededServer } from "./support/seeded-server";
import { checkAcknowledgedClaims, readStoredRecords } from "./support/stored-claims";

/**
 * Crash: the server is killed with SIGKILL in the middle of a burst
 * of claim submissions. Whatever a claimant was given a number for must be
 * there after the restart, intact, with its acknowledgement e-mail; no
 * number is given out twice; the PGlite folder opens cleanly.
 */
describe.each<Engine>(["pglite", "postgres"])("kill -9 during a burst of claims on %s", (engine) => {
  let seeded: SeededServer | undefined;
  afterEach(async () => {
    await seeded?.remove();
    seeded = undefined;
  });

  it("keeps every acknowledged claim, and reuses no number", async () => {
    seeded = await startSeededServer(engine);
    const url = seeded.server.url;
    const acknowledged: AcknowledgedClaim[] = [];
    let cut = 0;
    const burst = runClients(30, async (client, request) => {
      const outcome = await fileClaim(url, `crash-${engine}-${client}-${request}`);
      if (outcome.kind === "acknowledged") acknowledged.push(outcome.claim);
      else if (outcome.kind === "no-answer") cut++;
      else throw new Error(`claim refused before the crash: ${outcome.status} ${JSON.stringify(outcome.body)}`);
    });
    // Kill while requests are in flight, once a good number has been acknowledged.
    while (acknowledged.length < 60) await sleep(20);
    await seeded.server.crash();
    await burst.stop();
    const acknowledgedBeforeCrash = acknowledged.length;

    const opened = performance.now();
    const stored = await readStoredRecords(seeded.database);
    const openMs = performance.now() - opened;
    const check = checkAcknowledgedClaims(acknowledged, stored);
    expect(check).toEqual({ missing: [], duplicated: [], altered: [], withoutMail: [] });

    const restarted = await seeded.restart();
    const numbersBefore = new Set(stored.claims.map((claim) => claim.claimNumber));
    const after: AcknowledgedClaim[] = [];
    for (let index = 0; index < 20; index++) {
      const outcome = await fileClaim(restarted.url, `after-crash-${engine}-${index}`);
      expect(outcome.kind, JSON.stringify(outcome)).toBe("acknowledged");
      if (outcome.kind === "acknowledged") after.push(outcome.claim);
    }
    const reused = after.filter((claim) => numbersBefore.has(claim.claimNumber));
    expect(reused).toEqual([]);

    printFigures(`kill -9 during a burst of claims (${engine})`, {
      "claims acknowledged before the kill": acknowledgedBeforeCrash,
      "requests cut by the kill (no answer)": cut,
      "claims stored after the kill": stored.claims.length - seededClaims(stored.claims),
      "acknowledged and found intact": acknowledgedBeforeCrash - check.missing.length - check.altered.length,
      "acknowledgement e-mails found": acknowledgedBeforeCrash - check.withoutMail.length,
      "database opened after the kill in": milliseconds(openMs),
      "server ready again in": milliseconds(restarted.startupMs),
      "claims after the restart": after.length,
      "numbers reused": reused.length,
    });
  });
});

/** Claims of the demo seed, which the burst did not file. */
function seededClaims(claims: { notifierEmail: string }[]): number {
  return claims.filter((claim) => !claim.notifierEmail.startsWith("crash-")).length;
}
