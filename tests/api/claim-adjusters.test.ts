import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimLedgerEntries, mailOutbox, user } from "../../src/server/db/schema";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { ClaimFile, ClaimPayment } from "../../src/shared/claim-file";
import { useApi } from "./support/api-fixture";
import { insertClaim, insertPolicy } from "./support/rows";

const today = todayInFlorida();

/**
 * Adjusters: a claims manager assigns a claim, the adjuster is e-mailed and
 * the insured told who their adjuster is; the adjuster sees and works only
 * their own claims; a payment above their authority waits for a claims
 * manager's approval before it is issued and enters the claim ledger.
 */
describe("adjusters", () => {
  const api = useApi();
  const as = api.loginEach({
    staff: "staff",
    adjuster: { role: "adjuster", name: "Dana Ruiz", email: "dana.ruiz@example.com" },
    other: "adjuster",
    agent: "agent",
  });

  async function openClaim() {
    const policy = await insertPolicy(api.db, {
      effectiveDate: addDays(today, -30),
      expirationDate: addDays(today, 335),
    });
    return insertClaim(api.db, {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      dateOfLoss: today,
      acknowledgedOn: today,
      notifierEmail: `${randomUUID()}@example.com`,
    });
  }
  const assign = (claimId: string, adjusterId: string) =>
    api.call(as.staff, "POST", `/api/claims/${claimId}/assignment`, { adjusterId });

  it("assigns a claim, e-mails the adjuster, tells the insured who it is, and shows the adjuster only their claims", async () => {
    const mine = await openClaim();
    const theirs = await openClaim();
    const assigned = await assign(mine.id, as.adjuster.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().message).toBe(`Claim ${mine.claimNumber} is assigned to Dana Ruiz.`);
    expect((assigned.json().data as ClaimFile).adjuster).toEqual({ id: as.adjuster.id, name: "Dana Ruiz" });
    expect(assigned.json().data.status).toBe("assigned");
    await assign(theirs.id, as.other.id);

    const toAdjuster = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "claim-assignment"), eq(mailOutbox.toAddress, "dana.ruiz@example.com")));
    expect(toAdjuster.map((mail) => mail.subject)).toEqual([`Claim ${mine.claimNumber} is assigned to you`]);
    expect(toAdjuster[0]!.textBody).toContain(`The decision is due by`);
    const toInsured = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "claim-status"), eq(mailOutbox.toAddress, mine.notifierEmail)));
    expect(toInsured[0]!.textBody).toContain(
      "Your adjuster is Dana Ruiz. You can reach them at dana.ruiz@example.com.",
    );

    const listed = (await api.call(as.adjuster, "GET", "/api/claims")).json().data.items;
    expect(listed.map((claim: { claimNumber: string }) => claim.claimNumber)).toEqual([mine.claimNumber]);
    expect((await api.call(as.adjuster, "GET", `/api/claims/${mine.id}`)).statusCode).toBe(200);
    const another = await api.call(as.adjuster, "GET", `/api/claims/${theirs.id}`);
    expect(another.statusCode).toBe(404);
    expect(another.json().message).toBe("The requested claim could not be found.");
    expect((await api.call(as.adjuster, "GET", `/api/claims/${theirs.id}/timeline`)).statusCode).toBe(404);
    expect(
      (
        await api.call(as.adjuster, "PUT", `/api/claims/${theirs.id}/reserves`, {
          coverage: "A",
          amountCents: 1,
          reason: "x",
        })
      ).statusCode,
    ).toBe(404);

    // Claims management stays with claims managers.
    expect(
      (await api.call(as.adjuster, "POST", `/api/claims/${mine.id}/assignment`, { adjusterId: as.adjuster.id }))
        .statusCode,
    ).toBe(403);
    expect((await api.call(as.adjuster, "PATCH", `/api/claims/${mine.id}`, { catastropheId: null })).statusCode).toBe(
      403,
    );
    expect((await api.call(as.adjuster, "POST", "/api/catastrophes", {})).statusCode).toBe(403);
    // Nothing else of the staff area.
    expect((await api.call(as.adjuster, "GET", "/api/policies")).statusCode).toBe(403);
    expect((await api.call(as.adjuster, "GET", "/api/dashboard")).statusCode).toBe(403);

    // Only an active adjuster or claims manager can be given a claim.
    const agent = await assign(mine.id, as.agent.id);
    expect(agent.statusCode).toBe(400);
    expect(agent.json().errors).toEqual([
      { field: "adjusterId", message: "Choose an active adjuster or claims manager." },
    ]);
  });

  it("tells the insured when another adjuster takes the claim over, once, and only when hands change", async () => {
    const claim = await openClaim();
    await assign(claim.id, as.adjuster.id);
    const reassigned = await assign(claim.id, as.other.id);
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect((await assign(claim.id, as.other.id)).statusCode).toBe(200);
    const toInsured = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "claim-status"), eq(mailOutbox.toAddress, claim.notifierEmail)));
    expect(toInsured.map((mail) => mail.subject)).toEqual([
      `Your claim ${claim.claimNumber} has been assigned to an adjuster`,
      `Claim ${claim.claimNumber}: your adjuster has changed`,
    ]);
    expect(toInsured[1]!.textBody).toContain(
      `Your adjuster is ${as.other.name}. You can reach them at ${as.other.email}`,
    );
  });

  it("holds a payment above the adjuster's authority for a claims manager's approval", async () => {
    const claim = await openClaim();
    await assign(claim.id, as.adjuster.id);
    const reserved = await api.call(as.adjuster, "PUT", `/api/claims/${claim.id}/reserves`, {
      coverage: "A",
      amountCents: 5_000_000,
      reason: "Roof and interior",
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const pay = (grossCents: number) =>
      api.call(as.adjuster, "POST", `/api/claims/${claim.id}/payments`, {
        coverage: "A",
        grossCents,
        payee: "Robert Tran",
        method: "ach",
      });

    // Within the company's $10,000: issued at once.
    const small = await pay(900_000);
    expect(small.json().data.status).toBe("issued");
    // Above it: recorded, waiting; nothing in the ledger yet.
    const large = await pay(2_000_000);
    expect(large.statusCode, large.body).toBe(201);
    const waiting: ClaimPayment = large.json().data;
    expect(waiting.status).toBe("pendingApproval");
    expect(large.json().message).toBe(
      "Payment of $20,000.00 recorded: it is above your payment authority and waits for a claims manager's approval.",
    );
    const ledger = () => api.db.select().from(claimLedgerEntries).where(eq(claimLedgerEntries.claimId, claim.id));
    expect(await ledger()).toHaveLength(1);

    const approvePath = `/api/claims/${claim.id}/payments/${waiting.id}/approve`;
    expect((await api.call(as.adjuster, "POST", approvePath)).statusCode).toBe(403);
    const approved = await api.call(as.staff, "POST", approvePath);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe("issued");
    expect((await ledger()).map((entry) => entry.amountCents)).toEqual([900_000, 2_000_000]);
    expect((await api.call(as.staff, "POST", approvePath)).statusCode).toBe(409);

    // An adjuster's own, lower authority.
    await api.db.update(user).set({ paymentAuthorityCents: 100_000 }).where(eq(user.id, as.adjuster.id));
    expect((await pay(200_000)).json().data.status).toBe("pendingApproval");
  });
});
