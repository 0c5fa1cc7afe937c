import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimLetters, claims, documents, mailOutbox } from "../../src/server/db/schema";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import type { ClaimFile } from "../../src/shared/claim-file";
import { useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { pdfText } from "./support/pdf-text";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();

/**
 * The letters a claim owes its insured (decision 0047): each action writes
 * the letter it owes in its own transaction, and the letters round puts the
 * PDF in the policy's documents, in the insured's language, and e-mails
 * whoever follows the claim. The acknowledgement carries the Bill of Rights
 * and meets its clock (s. 627.7142).
 */
describe("claim letters", () => {
  const api = useApi({ mail: true });
  const as = api.loginEach({ staff: "staff" });
  const letters = () => api.app.services.claimLetters;

  /** A claim filed through the API on the policy of an insured who reads Italian, reported by someone else. */
  async function filedClaim() {
    const insured = await insertInsuredAccount(api.db, {
      name: "Giulia Conti",
      contactName: "Giulia Conti",
      email: `${randomUUID()}@example.com`,
      language: "it",
    });
    const policy = await insertPolicy(api.db, {
      accountId: insured.id,
      // In force on the wizard answers' date of loss.
      effectiveDate: addDays(claimSubmission("").loss.dateOfLoss, -30),
      expirationDate: addDays(today, 300),
    });
    const filed = await api.call("anonymous", "POST", "/api/claims", claimSubmission(policy.policyNumber));
    expect(filed.statusCode, filed.body).toBe(201);
    const [row] = await api.db.select().from(claims).where(eq(claims.claimNumber, filed.json().data.claimNumber));
    const file = await open(row!.id);
    return { insured, policy, file };
  }
  const open = async (claimId: string): Promise<ClaimFile> => {
    const answer = await api.call(as.staff, "GET", `/api/claims/${claimId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const letterMails = (claimNumber: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "claim-letter"))
      .then((mails) => mails.filter((mail) => mail.subject.includes(claimNumber)));

  it("acknowledges a claim filed with the Bill of Rights, in the insured's documents and language, and meets its clock", async () => {
    const { insured, policy, file } = await filedClaim();
    expect(file.letters).toMatchObject([{ kind: "acknowledgement", documentId: null }]);

    await letters().sendOwed();
    const sent = await open(file.id);
    expect(sent.letters).toEqual([
      expect.objectContaining({ kind: "acknowledgement", sentAt: expect.any(String), documentId: expect.any(String) }),
    ]);
    expect(sent.deadlines.find((clock) => clock.key === "billOfRights")).toMatchObject({ metOn: today, state: "met" });
    expect(sent.timeline.map((event) => event.kind)).toContain("letter");

    const [document] = await api.db.select().from(documents).where(eq(documents.id, sent.letters[0]!.documentId!));
    expect(document).toMatchObject({
      policyId: policy.id,
      category: "Claim",
      visibleToInsured: true,
      name: `Conferma di ricezione del sinistro ${file.claimNumber}.pdf`,
    });
    const text = pdfText((await api.app.fileStorage.get(document!.storageKey!))!).replace(/\s+/g, " ");
    expect(text).toContain("Carta dei diritti dell'assicurato");
    expect(text).toContain("Giulia Conti");

    // The reporter in the language they filed in, the insured in theirs.
    const mails = await letterMails(file.claimNumber);
    expect(mails.map((mail) => [mail.toAddress, mail.subject]).sort()).toEqual(
      [
        [insured.email, `Il tuo sinistro ${file.claimNumber}: cosa succede ora e i tuoi diritti`],
        [claimSubmission("").loss.notifierEmail, `Your claim ${file.claimNumber}: what happens next and your rights`],
      ].sort(),
    );

    // Sent once: another round finds nothing owed.
    expect(await letters().sendOwed()).toEqual({ sent: 0, failed: 0 });
  });

  it("writes the decision, each payment and the closing, each once", async () => {
    const { file } = await filedClaim();
    const call = (path: string, body?: object, method = "POST") =>
      api.call(as.staff, method, `/api/claims/${file.id}${path}`, body);
    expect((await call("/decision", { decision: "covered" })).statusCode).toBe(200);
    expect(
      (await call("/reserves", { coverage: "A", amountCents: 900_000, reason: "Estimate" }, "PUT")).statusCode,
    ).toBe(200);
    const paid = await call("/payments", { coverage: "A", grossCents: 500_000, payee: "Giulia Conti", method: "ach" });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await call("/close")).statusCode).toBe(200);

    await letters().sendOwed();
    const sent = await open(file.id);
    expect(sent.letters.map((letter) => [letter.kind, letter.sentAt !== null])).toEqual([
      ["acknowledgement", true],
      ["decision", true],
      ["payment", true],
      ["closing", true],
    ]);
    const payment = paid.json().data;
    const paymentLetter = (await letterMails(file.claimNumber)).find((mail) => mail.subject.startsWith("Un pagamento"));
    expect(paymentLetter?.textBody).toContain(
      `un pagamento di ${(payment.netCents / 100).toLocaleString("it-IT", { minimumFractionDigits: 2 })}`,
    );
  });

  it("keeps a letter it could not write owed, with the reason, and sends the others", async () => {
    const { file } = await filedClaim();
    await api.db.transaction((tx) => letters().owe(file.id, "payment", { paymentId: "no-such-payment" }, tx));
    const round = await letters().sendOwed();
    expect(round.failed).toBeGreaterThanOrEqual(1);
    const rows = await api.db.select().from(claimLetters).where(eq(claimLetters.claimId, file.id));
    expect(rows.find((row) => row.kind === "acknowledgement")?.sentAt).not.toBeNull();
    expect(rows.find((row) => row.kind === "payment")).toMatchObject({
      sentAt: null,
      lastError: expect.stringContaining("no-such-payment"),
    });
  });
});
