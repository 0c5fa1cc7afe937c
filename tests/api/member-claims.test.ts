import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimFileEvents, documents } from "../../src/server/db/schema";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { MemberClaim } from "../../src/shared/member";
import { demoUser, useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { sampleExecutable, samplePdf, samplePng } from "./support/multipart";
import { insertClaim, insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();

/**
 * The insured's view of a claim in the member area (decision 0047): who their
 * adjuster is and how to reach them, by when we decide, the payments with
 * their deductible arithmetic and the letters; and the photos and documents
 * they add to an open claim.
 */
describe("a claim in the member area", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", member: demoUser.member, adjuster: "adjuster" });

  async function membersClaim() {
    const account = await insertInsuredAccount(api.db, {
      name: "Morgan Member",
      contactName: "Morgan Member",
      email: "member@example.com",
    });
    const policy = await insertPolicy(api.db, {
      accountId: account.id,
      effectiveDate: addDays(claimSubmission("").loss.dateOfLoss, -30),
      expirationDate: addDays(today, 300),
    });
    const claim = await insertClaim(api.db, {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      receivedOn: today,
    });
    return { policy, claim };
  }
  const claimsOf = async (policyId: string): Promise<MemberClaim[]> => {
    const answer = await api.call(as.member, "GET", `/api/member/policies/${policyId}/claims`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  it("shows the adjuster and how to reach them, the decision's day, each payment's deductible and the letters", async () => {
    const { policy, claim } = await membersClaim();
    const [fresh] = await claimsOf(policy.id);
    expect(fresh).toMatchObject({ adjuster: null, decisionDueOn: addDays(today, 60), payments: [], letters: [] });

    const staff = (path: string, body?: object, method = "POST") =>
      api.call(as.staff, method, `/api/claims/${claim.id}${path}`, body);
    expect((await staff("/assignment", { adjusterId: as.adjuster.id })).statusCode).toBe(200);
    expect(
      (await staff("/reserves", { coverage: "C", amountCents: 300_000, reason: "Estimate" }, "PUT")).statusCode,
    ).toBe(200);
    const paid = await staff("/payments", {
      coverage: "C",
      grossCents: 150_000,
      payee: "Morgan Member",
      method: "ach",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await staff("/decision", { decision: "covered" })).statusCode).toBe(200);
    await api.app.services.claimLetters.sendOwed();

    const [worked] = await claimsOf(policy.id);
    expect(worked).toMatchObject({
      adjuster: { name: as.adjuster.name, email: as.adjuster.email },
      decisionDueOn: null,
      decision: "covered",
      payments: [
        {
          paidOn: today,
          coverage: "C",
          grossCents: 150_000,
          deductibleCents: paid.json().data.deductibleCents,
          netCents: paid.json().data.netCents,
        },
      ],
    });
    expect(worked!.letters.map((letter) => letter.kind)).toEqual(["payment", "decision"]);
    // Each letter is the insured's to download.
    const file = await api.call(
      as.member,
      "GET",
      `/api/member/policies/${policy.id}/documents/${worked!.letters[0]!.documentId}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("takes photos and documents for an open claim, for the adjuster to see, and refuses what is not one", async () => {
    const { policy, claim } = await membersClaim();
    const url = `/api/member/policies/${policy.id}/claims/${claim.id}/files`;
    const added = await api.upload(as.member, url, {}, { name: "estimate.pdf", content: samplePdf });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.name).toBe(`${claim.claimNumber} estimate.pdf`);
    const [document] = await api.db.select().from(documents).where(eq(documents.id, added.json().data.documentId));
    expect(document).toMatchObject({
      policyId: policy.id,
      category: "Claim",
      status: "Under Review",
      visibleToInsured: true,
    });
    const events = await api.db.select().from(claimFileEvents).where(eq(claimFileEvents.claimId, claim.id));
    expect(events).toEqual([expect.objectContaining({ kind: "insuredFile", detail: document!.id })]);
    expect((await api.upload(as.member, url, {}, { name: "roof.png", content: samplePng })).statusCode).toBe(201);

    const program = await api.upload(as.member, url, {}, { name: "estimate.pdf", content: sampleExecutable });
    expect(program.statusCode).toBe(415);
    expect(program.json().errors[0].field).toBe("file");
    expect((await api.upload(as.member, url, {})).statusCode).toBe(400);

    // Not on another policy's claim, and not on a closed one.
    const other = await insertClaim(api.db, { policyId: (await insertPolicy(api.db)).id });
    const elsewhere = `/api/member/policies/${policy.id}/claims/${other.id}/files`;
    expect((await api.upload(as.member, elsewhere, {}, { name: "a.pdf", content: samplePdf })).statusCode).toBe(404);
    const closed = await insertClaim(api.db, { policyId: policy.id, status: "closed", closedOn: today });
    const refused = await api.upload(
      as.member,
      `/api/member/policies/${policy.id}/claims/${closed.id}/files`,
      {},
      { name: "a.pdf", content: samplePdf },
      { headers: { "accept-language": "it" } },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Il sinistro ${closed.claimNumber} è chiuso: per aggiungere qualcosa, chiamaci e lo riapriremo.`,
    );
    expect((await api.upload(as.staff, url, {}, { name: "a.pdf", content: samplePdf })).statusCode).toBe(403);
  });
});
