import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../tests/api/support/pdf-text";
import type { ClaimPayment } from "../../../shared/claim-file";
import { defaultCompany } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { claimLetterPdf, type ClaimLetterContent, type ClaimLetterFacts } from "./letter-pdf";

const facts: ClaimLetterFacts = {
  claimNumber: "CLM-2027-000123",
  policyNumber: "SRE-1234567",
  dateOfLoss: "2027-01-05",
  receivedOn: "2027-01-06",
  insuredName: "Dana Reyes",
  adjuster: { name: "Dana Ruiz", email: "adjuster@example.com", phone: "(813) 555-0199" },
  sentOn: "2027-01-07",
};

/** The worked example: a first hurricane claim paid $4,600 gross against a $5,000 hurricane deductible. */
const payment: ClaimPayment = {
  id: "p1",
  coverage: "A",
  grossCents: 460_000,
  deductibleCents: 460_000,
  deductibleLeftCents: 40_000,
  netCents: 0,
  interestCents: 0,
  payee: "Dana Reyes",
  method: "check",
  status: "issued",
  createdAt: "2027-01-20T15:00:00.000Z",
  voidReason: null,
};

/** Text as a reader follows it: a wrapped line joins the next with a space. */
const read = async (content: ClaimLetterContent, language: Language = "en") =>
  pdfText(await claimLetterPdf(facts, content, defaultCompany, language)).replace(/\s+/g, " ");

describe("claim letters", () => {
  it("acknowledge the claim with what happens next, the Bill of Rights and the notice of mediation", async () => {
    const text = await read({ kind: "acknowledgement", decisionDueOn: "2027-03-07" });
    for (const said of [
      "We received your claim",
      "CLM-2027-000123",
      "SRE-1234567",
      "January 5, 2027",
      "Dana Ruiz, adjuster@example.com, (813) 555-0199",
      "tell you our decision, and pay what is covered, by March 7, 2027 (60 days after your notice)",
      "Homeowner Claims Bill of Rights (s. 627.7142, Florida Statutes)",
      "within 7 days after you reported it",
      "1-877-693-5236",
      "Your right to mediation (s. 627.7015, Florida Statutes)",
    ])
      expect(text).toContain(said);
  });

  it("give a denial's reason and policy provision, with the notice of mediation", async () => {
    const text = await read({
      kind: "decision",
      decision: "denied",
      reason: "Wear and tear, not a sudden loss",
      provision: "Section I, Exclusion 2.b",
    });
    expect(text).toContain("We are unable to cover your claim.");
    expect(text).toContain("Wear and tear, not a sudden loss");
    expect(text).toContain("Section I, Exclusion 2.b");
    expect(text).toContain("Your right to mediation");
  });

  it("show a payment's deductible arithmetic, and say when the deductible takes all of it", async () => {
    const text = await read({ kind: "payment", payment, deductibleKind: "hurricane" });
    expect(text).toContain("Amount of the loss paid $4,600.00");
    expect(text).toContain("Less your deductible $4,600.00");
    expect(text).toContain("Payment: $0.00");
    expect(text).toContain("Deductible left to meet $400.00");
    expect(text).toContain("so no payment is issued");
    expect(text).toContain("once each calendar year across all your hurricane claims");
  });

  it("close with the days until which the claim may be reopened or supplemented (s. 627.70132)", async () => {
    const text = await read({ kind: "closing", closedOn: "2027-02-01", paidCents: 700_000 }, "it");
    expect(text).toContain("Il tuo sinistro è chiuso");
    expect(text).toContain("7000,00");
    expect(text).toContain("fino al 5 gennaio 2028");
    expect(text).toContain("fino al 5 luglio 2028");
  });
});
