import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, catastrophes, claimLedgerEntries, claims, mailOutbox } from "../../src/server/db/schema";
import { demoMemberHome } from "../../src/server/db/seed/seed-member-household";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { CatastropheFigures, CatastropheReport } from "../../src/shared/catastrophe-report";
import type { ClaimDeadline, ClaimFile, ClaimPayment } from "../../src/shared/claim-file";
import { createClaimFileRepository } from "../../src/server/modules/claims/file-repository";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";
import { insertClaim, insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();
// Coverage A $250,000 with a 2% hurricane deductible ($5,000) and a $1,000 all-other-perils deductible.
const home = {
  ...demoMemberHome,
  coverageA: 250_000,
  aopDeductible: 1000 as const,
  hurricaneDeductible: "2%" as const,
};

/**
 * The claim file through the API: the coverage check against the policy on
 * the date of loss, reserves, payments net of the deductible the system
 * applies (the hurricane deductible once a calendar year across the insured's
 * claims, s. 627.701(5)), voids, and the clocks that file events start.
 */
describe("the claim file", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent" });

  /** A rated home of a new insured, issued from today. */
  async function insuredHome() {
    const account = await insertInsuredAccount(api.db, { name: "Dana Reyes", email: `${randomUUID()}@example.com` });
    const policy = await insertPolicy(api.db, {
      status: "draft",
      accountId: account.id,
      effectiveDate: today,
      expirationDate: addDays(today, 365),
      premium: 1,
      coverage: 1,
      home,
    });
    const quoted = await api.call(as.staff, "POST", `/api/policies/${policy.id}/transactions`, { type: "newBusiness" });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const issue = `/api/policies/${policy.id}/transactions/${quoted.json().data.id}/issue`;
    expect((await api.call(as.staff, "POST", issue)).statusCode).toBe(200);
    return policy;
  }

  async function hurricane() {
    const [storm] = await api.db
      .insert(catastrophes)
      .values({
        id: randomUUID(),
        name: "Hurricane Test",
        peril: "hurricane",
        watchWarningFrom: new Date(Date.now() - 3 * 86_400_000),
        watchWarningUntil: new Date(),
        stateOfEmergency: true,
      })
      .returning();
    return storm!;
  }

  const claimOn = (policy: { id: string; policyNumber: string }, catastropheId: string | null = null) =>
    insertClaim(api.db, {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      dateOfLoss: today,
      category: "Wind/Storm Damage",
      catastropheId,
      acknowledgedOn: today,
    });
  const open = async (claimId: string): Promise<ClaimFile> => {
    const answer = await api.call(as.staff, "GET", `/api/claims/${claimId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const reserve = (claimId: string, coverage: string, amountCents: number, reason = "Adjuster's estimate") =>
    api.call(as.staff, "PUT", `/api/claims/${claimId}/reserves`, { coverage, amountCents, reason });
  const pay = (claimId: string, grossCents: number, coverage = "A") =>
    api.call(as.staff, "POST", `/api/claims/${claimId}/payments`, {
      coverage,
      grossCents,
      payee: "Dana Reyes",
      method: "check",
    });

  it("checks the claim against the policy on the date of loss and shows its limits, deductibles and clocks", async () => {
    const policy = await insuredHome();
    const claim = await claimOn(policy);
    const file = await open(claim.id);
    expect(file).toMatchObject({
      claimNumber: claim.claimNumber,
      policyId: policy.id,
      dateOfLoss: today,
      receivedOn: today,
      catastropheId: null,
      adjuster: null,
      coverage: {
        inForce: true,
        reason: null,
        limitsCents: { A: 25_000_000, B: 2_500_000, C: 12_500_000, D: 5_000_000 },
        allOtherPerilsDeductibleCents: 100_000,
        hurricaneDeductibleCents: 500_000,
      },
      reserves: [],
      payments: [],
      deductible: { kind: "allOtherPerils", amountCents: 100_000, appliedCents: 0, remainingCents: 100_000 },
    });
    expect(file.deadlines).toEqual([
      { key: "acknowledge", dueOn: addDays(today, 7), metOn: today, state: "met" },
      { key: "billOfRights", dueOn: addDays(today, 14), metOn: null, state: "due" },
      { key: "beginInvestigation", dueOn: null, metOn: null, state: "notApplicable" },
      { key: "inspection", dueOn: null, metOn: null, state: "notApplicable" },
      { key: "decision", dueOn: addDays(today, 60), metOn: null, state: "due" },
    ]);

    // Proof of loss starts the investigation and inspection clocks; the investigation begun is met.
    const proof = await api.call(as.staff, "POST", `/api/claims/${claim.id}/events`, {
      kind: "proofOfLoss",
      on: today,
    });
    expect(proof.statusCode, proof.body).toBe(200);
    await api.call(as.staff, "POST", `/api/claims/${claim.id}/events`, { kind: "investigationStarted", on: today });
    const after = (await open(claim.id)).deadlines;
    expect(after.find((each) => each.key === "beginInvestigation")).toEqual({
      key: "beginInvestigation",
      dueOn: addDays(today, 7),
      metOn: today,
      state: "met",
    });
    expect(after.find((each) => each.key === "inspection")).toMatchObject({ dueOn: addDays(today, 30), state: "due" });
    const refused = await api.call(as.staff, "POST", `/api/claims/${claim.id}/events`, {
      kind: "inspected",
      on: addDays(today, 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "on", message: "That day has not come yet." }]);
  });

  it("pays net of the hurricane deductible once a calendar year across the insured's claims: the worked example", async () => {
    const policy = await insuredHome();
    const storm = await hurricane();
    const first = await claimOn(policy, storm.id);
    const second = await claimOn(policy, storm.id);
    for (const claim of [first, second]) expect((await reserve(claim.id, "A", 1_000_000)).statusCode).toBe(200);

    const firstPaid = await pay(first.id, 460_000);
    expect(firstPaid.statusCode, firstPaid.body).toBe(201);
    expect(firstPaid.json().data).toMatchObject({
      grossCents: 460_000,
      deductibleCents: 460_000,
      deductibleLeftCents: 40_000,
      netCents: 0,
      status: "issued",
    });
    expect(firstPaid.json().message).toBe(
      "Payment recorded: the deductible takes all $4,600.00 of it, so no check is issued.",
    );

    const secondPaid = await pay(second.id, 800_000);
    expect(secondPaid.json().data).toMatchObject({ grossCents: 800_000, deductibleCents: 100_000, netCents: 700_000 });
    expect(secondPaid.json().message).toBe("Payment of $7,000.00 issued: $8,000.00 less a deductible of $1,000.00.");

    const file = await open(second.id);
    expect(file.deductible).toEqual({
      kind: "hurricane",
      amountCents: 100_000,
      appliedCents: 100_000,
      remainingCents: 0,
    });
    expect(file.reserves).toEqual([{ coverage: "A", amountCents: 1_000_000, paidCents: 700_000 }]);
    expect(file.incurredCents).toBe(1_000_000);
    const ledger = await api.db.select().from(claimLedgerEntries).where(eq(claimLedgerEntries.claimId, second.id));
    expect(ledger.map(({ kind, amountCents }) => ({ kind, amountCents }))).toEqual([
      { kind: "loss", amountCents: 700_000 },
    ]);
    // Under a declared state of emergency there is no Bill of Rights clock.
    expect(file.deadlines.find((each) => each.key === "billOfRights")!.state).toBe("notApplicable");
    // The payment is the decision's answer in time.
    expect(file.deadlines.find((each) => each.key === "decision")).toMatchObject({ metOn: today, state: "met" });
  });

  it("keeps payments within the reserve, the reserve above what is paid, and gives a void's deductible back", async () => {
    const policy = await insuredHome();
    const claim = await claimOn(policy);
    const over = await pay(claim.id, 50_000);
    expect(over.statusCode).toBe(201);
    // All of it was deductible: nothing was paid, so no reserve was needed.
    expect(over.json().data).toMatchObject({ deductibleCents: 50_000, netCents: 0 });
    const refused = await pay(claim.id, 300_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This payment is more than the $0.00 left of the A reserve: raise the reserve first.",
    );

    expect((await reserve(claim.id, "A", 250_000)).statusCode).toBe(200);
    const paid = await pay(claim.id, 300_000);
    expect(paid.json().data).toMatchObject({ deductibleCents: 50_000, netCents: 250_000, deductibleLeftCents: 0 });
    const huge = await reserve(claim.id, "A", 100_000_000_001);
    expect(huge.json().errors).toEqual([{ field: "amountCents", message: "Must be at most $1,000,000,000." }]);
    const lowered = await reserve(claim.id, "A", 100_000, "Lower estimate");
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors).toEqual([
      { field: "amountCents", message: "The A reserve cannot go below the $2,500.00 already paid on it." },
    ]);

    const voided = await api.call(as.staff, "POST", `/api/claims/${claim.id}/payments/${paid.json().data.id}/void`, {
      reason: "Check returned",
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ status: "voided", voidReason: "Check returned" });
    const file = await open(claim.id);
    expect(file.deductible).toMatchObject({ appliedCents: 50_000, remainingCents: 50_000 });
    expect(file.reserves).toEqual([{ coverage: "A", amountCents: 250_000, paidCents: 0 }]);
    const again = await api.call(as.staff, "POST", `/api/claims/${claim.id}/payments/${paid.json().data.id}/void`, {
      reason: "Twice",
    });
    expect(again.statusCode).toBe(409);
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, claim.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "claim.payment",
      "claim.payment",
      "claim.paymentVoid",
      "claim.reserve",
    ]);
  });

  it("pays nothing on a claim the coverage check does not find in force, and says why in the caller's language", async () => {
    const unknown = await insertClaim(api.db, { policyNumber: "SRE-9999999", dateOfLoss: today });
    const file = await open(unknown.id);
    expect(file.coverage).toMatchObject({
      inForce: false,
      reason: "policyNotFound",
      reasonText: "No policy with number SRE-9999999 was found: nothing can be paid until the claim is linked to one.",
    });
    const refused = await pay(unknown.id, 10_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Nothing can be paid on this claim as reported: No policy with number/);

    // A loss before the policy's first day.
    const policy = await insuredHome();
    const early = await insertClaim(api.db, {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      dateOfLoss: addDays(today, -3),
    });
    const italian = await api.call(as.staff, "GET", `/api/claims/${early.id}`, undefined, {
      headers: { "accept-language": "it" },
    });
    expect(italian.json().data.coverage).toMatchObject({
      inForce: false,
      reason: "notYetInEffect",
      reasonText: `La polizza ${policy.policyNumber} non era ancora in vigore alla data del sinistro, ${addDays(today, -3)}.`,
    });

    // A claims manager may let it be paid, with the reason; an agent may not, and an empty reason is no reason.
    const override = `/api/claims/${early.id}/coverage-override`;
    const reason = "Binder issued by phone three days before the effective date";
    expect((await api.call(as.agent, "POST", override, { reason })).statusCode).toBe(403);
    const empty = await api.call(as.staff, "POST", override, { reason: " " });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(["reason"]);
    const overridden = await api.call(as.staff, "POST", override, { reason });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data.coverage).toMatchObject({ inForce: false, overrideReason: reason });
    expect((await reserve(early.id, "A", 50_000)).statusCode).toBe(200);
    const paid = await pay(early.id, 20_000);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ grossCents: 20_000, deductibleCents: 20_000, netCents: 0 });
    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, early.id));
    expect(audit.map((row) => row.action)).toContain("claim.coverageOverride");
  });

  it("applies one hurricane deductible once when two payments for one insured arrive at the same moment", async () => {
    const policy = await insuredHome();
    const storm = await hurricane();
    const [first, second] = [await claimOn(policy, storm.id), await claimOn(policy, storm.id)];
    for (const claim of [first, second]) await reserve(claim.id, "A", 1_000_000);
    const answers = await Promise.all([pay(first.id, 300_000), pay(second.id, 300_000)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    // One took the hurricane deductible whole ($3,000 of its $5,000); the other the greater of the $2,000
    // left and the $1,000 all-other-perils deductible. Never $3,000 twice.
    const applied = answers.map((answer) => (answer.json().data as ClaimPayment).deductibleCents).sort();
    expect(applied).toEqual([200_000, 300_000]);
  });

  it("decides, closes and reopens a claim within the notice limits, with the clocks and the insured told", async () => {
    const policy = await insuredHome();
    const claim = await claimOn(policy);
    const call = (path: string, body?: object) => api.call(as.staff, "POST", `/api/claims/${claim.id}${path}`, body);

    const early = await call("/close");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Record the coverage decision before closing the claim.");
    const noProvision = await call("/decision", { decision: "denied", reason: "Wear and tear" });
    expect(noProvision.statusCode).toBe(400);
    expect(noProvision.json().errors).toEqual([
      { field: "provision", message: "Name the policy provision the denial rests on." },
    ]);

    const denied = await call("/decision", {
      decision: "denied",
      reason: "Wear and tear, not a sudden loss",
      provision: "Section I, Exclusion 2.b",
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().message).toBe("Decision recorded: denied.");
    const decision = (file: ClaimFile) => file.deadlines.find((each) => each.key === "decision")!;
    expect(decision(denied.json().data)).toMatchObject({ metOn: today, state: "met" });

    const closed = await call("/close");
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe("closed");
    expect(closed.json().message).toBe(`Claim ${claim.claimNumber} is closed.`);
    const told = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "claim-status"));
    expect(told.some((mail) => mail.subject === `Your claim ${claim.claimNumber} has been closed`)).toBe(true);
    expect((await pay(claim.id, 10_000)).statusCode).toBe(409);

    const reopened = await call("/reopen", { kind: "supplemental" });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.status).toBe("received");
    // The decision clock starts again from the reopening.
    expect(decision(reopened.json().data)).toMatchObject({ dueOn: addDays(today, 60), metOn: null, state: "due" });
    expect((await call("/reopen", { kind: "reopened" })).statusCode).toBe(409);

    // A loss 13 months ago: past the year for a reopened claim, within the 18 months of a supplemental one.
    const old = await insertClaim(api.db, {
      policyNumber: "SRE-9999998",
      dateOfLoss: addDays(today, -400),
      closedOn: addDays(today, -100),
      status: "closed",
    });
    const late = await api.call(as.staff, "POST", `/api/claims/${old.id}/reopen`, { kind: "reopened" });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/^A reopened claim must be reported within 12 months of the date of loss/);
    const supplemental = await api.call(as.staff, "POST", `/api/claims/${old.id}/reopen`, { kind: "supplemental" });
    expect(supplemental.statusCode, supplemental.body).toBe(200);
  });

  it("lists the clocks at risk and overdue across the open claims, soonest first", async () => {
    const policy = await insuredHome();
    const received = (daysAgo: number, more: Partial<typeof claims.$inferInsert> = {}) =>
      insertClaim(api.db, {
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        dateOfLoss: addDays(today, -daysAgo),
        receivedOn: addDays(today, -daysAgo),
        ...more,
      });
    const late = await received(10);
    const soon = await received(6, { billOfRightsOn: addDays(today, -6) });
    await received(10, { acknowledgedOn: addDays(today, -9), billOfRightsOn: addDays(today, -9) });
    await received(10, { closedOn: addDays(today, -1) });
    const inspection = await received(40, {
      acknowledgedOn: addDays(today, -40),
      billOfRightsOn: addDays(today, -40),
      proofOfLossOn: addDays(today, -29),
      investigationStartedOn: addDays(today, -28),
    });

    const all = await api.call(as.staff, "GET", "/api/claims/deadlines");
    expect(all.statusCode, all.body).toBe(200);
    // The late claim's Bill of Rights is due in 4 days, not yet at risk: not listed.
    const rows = (all.json().data as (ClaimDeadline & { claimNumber: string })[]).map(
      ({ claimNumber, key, dueOn, state }) => ({
        claimNumber,
        key,
        dueOn,
        state,
      }),
    );
    expect(rows).toEqual([
      { claimNumber: late.claimNumber, key: "acknowledge", dueOn: addDays(today, -3), state: "overdue" },
      { claimNumber: soon.claimNumber, key: "acknowledge", dueOn: addDays(today, 1), state: "atRisk" },
      { claimNumber: inspection.claimNumber, key: "inspection", dueOn: addDays(today, 1), state: "atRisk" },
    ]);
    const overdue = (await api.call(as.staff, "GET", "/api/claims/deadlines?state=overdue")).json().data;
    expect(overdue.map((row: ClaimDeadline) => row.key)).toEqual(["acknowledge"]);
    expect((await api.call(as.staff, "GET", "/api/claims/deadlines?state=due")).statusCode).toBe(400);
    expect((await api.call(as.agent, "GET", "/api/claims/deadlines")).statusCode).toBe(403);
  });

  // Two connections need a server: PGlite is one connection, where the payment would wait for this test forever.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "makes a payment wait while another connection holds the insured's deductible year",
    async () => {
      const policy = await insuredHome();
      const storm = await hurricane();
      const claim = await claimOn(policy, storm.id);
      await reserve(claim.id, "A", 1_000_000);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const otherConnection = api.db.transaction(async (tx) => {
        await createClaimFileRepository(api.db).lockDeductibleYear(policy.accountId!, Number(today.slice(0, 4)), tx);
        held();
        await released;
      });
      await holding;
      const paying = pay(claim.id, 300_000);
      const early = await Promise.race([
        paying.then(() => "paid"),
        new Promise((resolve) => setTimeout(() => resolve("waiting"), 1_000)),
      ]);
      expect(early).toBe("waiting");
      release();
      await otherConnection;
      expect((await paying).statusCode).toBe(201);
    },
  );

  it("reports claims and their money by catastrophe and county, an expense taking none of the deductible", async () => {
    const policy = await insuredHome();
    const storm = await hurricane();
    const inCounty = (zip: string) =>
      insertClaim(api.db, {
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        dateOfLoss: today,
        category: "Wind/Storm Damage",
        catastropheId: storm.id,
        zip,
      });
    const pinellas = await inCounty("33701");
    await inCounty("33705");
    const orange = await inCounty("32801");
    await inCounty("99999");
    await reserve(pinellas.id, "A", 1_000_000);
    await reserve(pinellas.id, "expense", 50_000);
    expect((await pay(pinellas.id, 800_000)).json().data).toMatchObject({
      deductibleCents: 500_000,
      netCents: 300_000,
    });
    const fee = (await pay(pinellas.id, 20_000, "expense")).json().data as ClaimPayment;
    expect(fee).toMatchObject({ grossCents: 20_000, deductibleCents: 0, netCents: 20_000 });
    await reserve(orange.id, "C", 200_000);
    const decided = { decision: "partlyCovered", reason: "Contents only; the roof predates the loss" };
    await api.call(as.staff, "POST", `/api/claims/${orange.id}/decision`, decided);
    expect((await api.call(as.staff, "POST", `/api/claims/${orange.id}/close`)).statusCode).toBe(200);

    const answer = await api.call(as.staff, "GET", "/api/catastrophes/report");
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json().data as CatastropheReport;
    const ofStorm = report.rows.filter((row) => row.catastropheId === storm.id);
    const figures = {
      catastropheId: storm.id,
      catastropheName: "Hurricane Test",
      lossPaidCents: 0,
      expensePaidCents: 0,
    };
    expect(ofStorm).toEqual([
      { ...figures, county: "Orange", claims: 1, openClaims: 0, outstandingCents: 200_000, incurredCents: 200_000 },
      {
        ...figures,
        county: "Pinellas",
        claims: 2,
        openClaims: 2,
        lossPaidCents: 300_000,
        expensePaidCents: 20_000,
        outstandingCents: 730_000,
        incurredCents: 1_050_000,
      },
      { ...figures, county: null, claims: 1, openClaims: 1, outstandingCents: 0, incurredCents: 0 },
    ]);
    const sum = (field: keyof CatastropheFigures) => report.rows.reduce((total, row) => total + row[field], 0);
    for (const field of ["claims", "lossPaidCents", "outstandingCents", "incurredCents"] as const) {
      expect(report.total[field]).toBe(sum(field));
    }
    for (const row of report.rows) {
      expect(row.incurredCents).toBe(row.lossPaidCents + row.expensePaidCents + row.outstandingCents);
    }

    const csv = await api.call(as.staff, "GET", "/api/catastrophes/report?format=csv", undefined, {
      headers: { "accept-language": "it" },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body).toContain("Catastrofe");
    expect(csv.body).toContain("Contea non nota");
    const pdf = await api.call(as.staff, "GET", "/api/catastrophes/report?format=pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await api.call(as.agent, "GET", "/api/catastrophes/report")).statusCode).toBe(403);
  });

  it("is for the claims team: agents and anonymous callers are refused, an unknown claim is not found", async () => {
    const policy = await insuredHome();
    const claim = await claimOn(policy);
    expect((await api.call(as.agent, "GET", `/api/claims/${claim.id}`)).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", `/api/claims/${claim.id}`)).statusCode).toBe(401);
    expect((await api.call(as.agent, "POST", `/api/claims/${claim.id}/payments`, {})).statusCode).toBe(403);
    const missing = await api.call(as.staff, "GET", `/api/claims/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("The requested claim could not be found.");
    const [row] = await api.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.acknowledgedOn).toBe(today);
  });
});
