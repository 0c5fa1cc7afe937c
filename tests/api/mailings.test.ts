import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { addDays, todayInFlorida } from "../../src/shared/calendar-date";
import { pdfText } from "./support/pdf-text";
import { useApi, type ApiFixture } from "./support/api-fixture";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const today = todayInFlorida();

async function activePolicy(api: ApiFixture, row: Parameters<typeof insertPolicy>[1] = {}) {
  const start = addDays(today, -200);
  return insertPolicy(api.db, {
    effectiveDate: start,
    expirationDate: `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`,
    premium: 3_650,
    ...row,
  });
}

const bank = {
  kind: "mortgagee",
  name: "Suncoast Federal Credit Union ISAOA/ATIMA",
  address: { street: "PO Box 11904", city: "Tampa", state: "FL", zipCode: "33680" },
  loanNumber: "LN-448812",
};

/**
 * Notices that reach people, with proof (decision 0049): a policy's mailing address and interests, the notices
 * refused with no address, the day's batch with each interest's copy, its certificate, and the batch mailed.
 */
describe("mailings", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent", otherAgent: "agent" });
  const nonRenewal = { type: "nonRenewal", reason: "underwriting", note: "The roof is at the end of its life." };

  async function issue(policyId: string, body: object) {
    const quoted = await api.call(as.staff, "POST", `/api/policies/${policyId}/transactions`, body);
    expect(quoted.statusCode, quoted.body).toBe(201);
    const id = quoted.json().data.id;
    const issued = await api.call(as.staff, "POST", `/api/policies/${policyId}/transactions/${id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json().data;
  }

  it("records a mailing address and interests, checks them, and keeps them to whoever may see the policy", async () => {
    const policy = await activePolicy(api, { agentId: as.agent.id });
    const path = `/api/policies/${policy.id}/interests`;
    expect((await api.call(as.staff, "GET", path)).json().data).toEqual({ mailingAddress: null, interests: [] });

    const bad = await api.call(
      as.staff,
      "PUT",
      path,
      { mailingAddress: { street: "", city: "Tampa", state: "FL", zipCode: "3360" }, interests: [] },
      { headers: { "accept-language": "it" } },
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(["mailingAddress.street", "mailingAddress.zipCode"]);
    expect(bad.json().errors[0].message).toMatch(/Inserisci l'indirizzo/);

    const value = {
      mailingAddress: { street: "PO Box 2210", city: "Clearwater", state: "FL", zipCode: "33757" },
      interests: [bank],
    };
    const saved = await api.call(as.agent, "PUT", path, value);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(value);
    expect((await api.call(as.staff, "GET", path)).json().data).toEqual(value);
    expect((await api.call(as.otherAgent, "GET", path)).statusCode).toBe(404);
    expect((await api.call(as.otherAgent, "PUT", path, value)).statusCode).toBe(404);
  });

  it("refuses a cancellation or non-renewal with no address to mail it to, in the caller's language", async () => {
    const policy = await activePolicy(api, { address: null, city: null, state: null, zipCode: null });
    const refused = await api.call(as.staff, "POST", `/api/policies/${policy.id}/transactions`, nonRenewal);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(new RegExp(`Policy ${policy.policyNumber} has no address to mail`));
    const italian = await api.call(as.staff, "POST", `/api/policies/${policy.id}/transactions`, nonRenewal, {
      headers: { "accept-language": "it" },
    });
    expect(italian.json().message).toMatch(/non ha un indirizzo a cui spedire/);
  });

  it("mails a non-renewal to the insured and a copy to the mortgagee, in a batch with its certificate", async () => {
    const insured = await insertInsuredAccount(api.db, {
      name: "Marta Bellini",
      email: "marta.bellini@example.com",
      address: "7 Palm Way",
      city: "Sarasota",
      state: "FL",
      zipCode: "34236",
    });
    const policy = await activePolicy(api, { accountId: insured.id, insuredName: "Marta Bellini" });
    await api.call(as.staff, "PUT", `/api/policies/${policy.id}/interests`, {
      mailingAddress: null,
      interests: [bank],
    });
    const issued = await issue(policy.id, nonRenewal);

    const day = await api.call(as.staff, "GET", `/api/mailings?on=${today}`);
    expect(day.statusCode, day.body).toBe(200);
    const letters = day.json().data.letters.filter((letter: { policyId: string }) => letter.policyId === policy.id);
    expect(letters).toMatchObject([
      {
        mailOn: today,
        transactionId: issued.id,
        notice: "nonRenewal",
        recipient: "insured",
        name: "Marta Bellini",
        // The insured account's address: no mailing address is recorded on the policy.
        address: { street: "7 Palm Way", city: "Sarasota", state: "FL", zipCode: "34236" },
        mailedAt: null,
        email: "waiting",
      },
      { recipient: "mortgagee", name: bank.name, address: bank.address, loanNumber: bank.loanNumber, email: "none" },
    ]);
    expect((await api.call(as.staff, "GET", `/api/policies/${policy.id}/mailings`)).json().data).toHaveLength(2);
    expect((await api.call(as.agent, "GET", `/api/mailings?on=${today}`)).statusCode).toBe(403);

    const batch = await api.call(as.staff, "GET", `/api/mailings/batch.pdf?on=${today}`);
    expect(batch.statusCode).toBe(200);
    expect(batch.headers["content-type"]).toBe("application/pdf");
    const pages = (await PDFDocument.load(batch.rawPayload)).getPageCount();
    // An address page before each letter: at least two pages per letter of the day.
    expect(pages).toBeGreaterThanOrEqual(2 * day.json().data.letters.length);
    const batchText = pdfText(batch.rawPayload);
    expect(batchText).toContain("Copy to the mortgagee");
    expect(batchText).toContain("Loan number LN-448812");
    expect(batchText).toContain("The roof is at the end of its life.");

    const certificate = await api.call(as.staff, "GET", `/api/mailings/certificate.pdf?on=${today}`);
    const certificateText = pdfText(certificate.rawPayload);
    expect(certificateText).toContain("Certificate of mailing");
    expect(certificateText).toContain(policy.policyNumber);
    expect(certificateText).toContain("Suncoast Federal Credit Union ISAOA/ATIMA");

    const early = await api.call(as.staff, "POST", "/api/mailings/mailed", { on: addDays(today, -1) });
    expect([404, 409]).toContain(early.statusCode);
    const mailed = await api.call(as.staff, "POST", "/api/mailings/mailed", { on: today });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json().data.waiting).toBe(0);
    expect(mailed.json().data.letters.every((letter: { mailedAt: string | null }) => letter.mailedAt)).toBe(true);
  });

  it("answers an empty day with a clear 404, and a malformed day with a field error", async () => {
    const empty = await api.call(as.staff, "GET", "/api/mailings/batch.pdf?on=2001-01-01");
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toMatch(/No letters/);
    const malformed = await api.call(as.staff, "GET", "/api/mailings?on=yesterday");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe("on");
  });
});
