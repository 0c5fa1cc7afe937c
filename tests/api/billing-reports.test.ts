import { describe, expect, it } from "vitest";
import type { AgedReceivables, DelinquentInvoice, PremiumReport } from "../../src/shared/billing-reports";
import type { Invoice, PolicyBilling } from "../../src/shared/billing";
import { addDays, addMonths, daysBetween, todayInFlorida } from "../../src/shared/calendar-date";
import type { Page } from "../../src/shared/page";
import { csvLines } from "./support/answers";
import { useApi } from "./support/api-fixture";
import { pdfText } from "./support/pdf-text";
import { insertInsuredAccount } from "./support/rows";

const today = todayInFlorida();

/**
 * Billing's back-office reports against the real app:
 * policies issued through the API (backdated terms, endorsements,
 * cancellations), then the reports' figures, files and access.
 */
describe("billing reports", () => {
  const api = useApi();
  const users = api.loginEach({ staff: "staff", agent: "agent" });
  const call = async <T>(method: "GET" | "POST", url: string, body?: object): Promise<T> => {
    const response = await api.call(users.staff, method, url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as T;
  };

  /** A policy issued as new business on `plan`, its 365-day term starting `start`, for `premium` dollars a year. */
  async function issued(start: string, { plan = "full", premium = 3_650, name = "Ana Ruiz" } = {}) {
    const insured = await insertInsuredAccount(api.db, { name, email: `${name.replace(/\W/g, "")}@example.com` });
    const policy = await call<{ id: string; policyNumber: string }>("POST", "/api/policies", {
      policyType: "Property",
      insuredName: name,
      effectiveDate: start,
      expirationDate: addDays(start, 365),
      premium,
      coverage: 350_000,
      accountId: insured.id,
    });
    await transact(policy.id, { type: "newBusiness", changes: { paymentPlan: plan } });
    return policy;
  }

  async function transact(policyId: string, body: object) {
    const quoted = await call<{ id: string }>("POST", `/api/policies/${policyId}/transactions`, body);
    return call<{ id: string; premiumChangeCents: number }>(
      "POST",
      `/api/policies/${policyId}/transactions/${quoted.id}/issue`,
    );
  }

  const premium = (asOf: string) => call<PremiumReport>("GET", `/api/billing/reports/premium?asOf=${asOf}`);

  /**
   * A: $3,650 a year ($10 a day) from 100 days ago, $365 a year more from
   * today. B: the same from 73 days ago, cancelled pro rata today. C: starts
   * in 10 days.
   */
  async function book() {
    const a = await issued(addDays(today, -100), { name: "Ana Ruiz" });
    const endorsed = await transact(a.id, { type: "endorsement", effectiveDate: today, changes: { premium: 4_015 } });
    expect(endorsed.premiumChangeCents).toBe(26_500);
    const b = await issued(addDays(today, -73), { name: "Bruno Costa" });
    const cancelled = await transact(b.id, {
      type: "cancellation",
      reason: "insuredRequest",
      method: "proRata",
      effectiveDate: today,
    });
    expect(cancelled.premiumChangeCents).toBe(-292_000);
    const c = await issued(addDays(today, 10), { name: "Carla Neri" });
    return { a, b, c };
  }

  it("answers written, earned and unearned premium per policy and in total, earned day by day to the cent", async () => {
    const { a, b, c } = await book();
    const now = await premium(today);
    // A: days 0–99 at $10 and today at $11 earned; 264 days at $11 not. B: 73 days at $10, nothing unearned.
    expect(now.policies).toEqual([
      {
        policyId: a.id,
        policyNumber: a.policyNumber,
        insuredName: "Ana Ruiz",
        writtenCents: 391_500,
        earnedCents: 101_100,
        unearnedCents: 290_400,
      },
      {
        policyId: b.id,
        policyNumber: b.policyNumber,
        insuredName: "Bruno Costa",
        writtenCents: 73_000,
        earnedCents: 73_000,
        unearnedCents: 0,
      },
    ]);
    expect(now.total).toEqual({ writtenCents: 464_500, earnedCents: 174_100, unearnedCents: 290_400 });

    // Ten days on, C is in effect and has earned its first day.
    const later = await premium(addDays(today, 10));
    expect(later.policies.map((line) => line.policyId)).toEqual([a.id, b.id, c.id]);
    expect(later.policies[0]).toMatchObject({ earnedCents: 101_100 + 10 * 1_100, unearnedCents: 290_400 - 11_000 });
    expect(later.policies[2]).toMatchObject({ writtenCents: 365_000, earnedCents: 1_000, unearnedCents: 364_000 });
    for (const line of [...later.policies, later.total]) {
      expect(line.earnedCents + line.unearnedCents).toBe(line.writtenCents);
    }

    // Nothing had been issued by yesterday's end, whatever the effective dates.
    expect(await premium(addDays(today, -1))).toEqual({
      asOf: addDays(today, -1),
      policies: [],
      total: { writtenCents: 0, earnedCents: 0, unearnedCents: 0 },
    });
    // Today in Florida when no day is given.
    expect((await call<PremiumReport>("GET", "/api/billing/reports/premium")).asOf).toBe(today);
  });

  it("writes the premium report as CSV with a header row and as PDF, in the caller's language", async () => {
    const { a, b } = await book();
    const csv = await api.call(users.staff, "GET", `/api/billing/reports/premium?asOf=${today}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain(`filename="premium-${today}.csv"`);
    expect(csvLines(csv.body)).toEqual([
      "Policy number,Insured,Written premium (USD),Earned premium (USD),Unearned premium (USD)",
      `${a.policyNumber},Ana Ruiz,3915.00,1011.00,2904.00`,
      `${b.policyNumber},Bruno Costa,730.00,730.00,0.00`,
      "Total,,4645.00,1741.00,2904.00",
    ]);
    const italian = await api.call(
      users.staff,
      "GET",
      `/api/billing/reports/premium?asOf=${today}&format=csv`,
      undefined,
      {
        headers: { "accept-language": "it" },
      },
    );
    expect(csvLines(italian.body)[0]).toBe(
      "Numero di polizza,Assicurato,Premio contabilizzato (USD),Premio di competenza (USD),Premio non di competenza (USD)",
    );
    expect(csvLines(italian.body).at(-1)).toBe("Totale,,4645.00,1741.00,2904.00");

    const pdf = await api.call(users.staff, "GET", `/api/billing/reports/premium?asOf=${today}&format=pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`filename="premium-${today}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Written, earned and unearned premium");
    expect(text).toContain(a.policyNumber);
    expect(text).toContain("Bruno Costa");
    // The headers name the currency; the cells are dollars to the cent, as the reader writes numbers.
    for (const amount of ["3,915.00", "1,011.00", "2,904.00", "4,645.00", "1,741.00"]) expect(text).toContain(amount);
    const pdfIt = await api.call(
      users.staff,
      "GET",
      `/api/billing/reports/premium?asOf=${today}&format=pdf`,
      undefined,
      {
        headers: { "accept-language": "it" },
      },
    );
    const testo = pdfText(pdfIt.rawPayload);
    expect(testo).toContain("Premi contabilizzati, di competenza e non di competenza");
    expect(testo).toContain("Totale");
    // Italian groups thousands only from five digits.
    expect(testo).toContain("4645,00");
  });

  it("ages what is open on each policy's invoices in buckets of days past due, with totals", async () => {
    const start = addDays(today, -100);
    const late = await issued(start, { plan: "fourPay", premium: 2_400, name: "Dora Bassi" });
    const dueToday = await issued(today, { name: "Elio Verdi" });

    // 40/20/20/20 of $2,400, $3 on each later installment: due at the start, 3, 6 and 9 months on.
    const secondDue = addMonths(start, 3);
    expect(daysBetween(secondDue, today)).toBeGreaterThanOrEqual(1);
    expect(daysBetween(secondDue, today)).toBeLessThanOrEqual(30);
    expect(addMonths(start, 6) > today).toBe(true);

    const report = await call<AgedReceivables>("GET", `/api/billing/reports/aged-receivables?asOf=${today}`);
    const dora = report.policies.find((line) => line.policyId === late.id);
    expect(dora).toEqual({
      policyId: late.id,
      policyNumber: late.policyNumber,
      insuredName: "Dora Bassi",
      currentCents: 96_600,
      days1To30Cents: 48_300,
      days31To60Cents: 0,
      days61To90Cents: 0,
      over90DaysCents: 96_000,
      totalCents: 240_900,
    });
    // Elio's one invoice is due today: current, not past due.
    expect(report.policies.find((line) => line.policyId === dueToday.id)).toMatchObject({
      currentCents: 365_000,
      totalCents: 365_000,
    });
    expect(report.total).toEqual({
      currentCents: 96_600 + 365_000,
      days1To30Cents: 48_300,
      days31To60Cents: 0,
      days61To90Cents: 0,
      over90DaysCents: 96_000,
      totalCents: 240_900 + 365_000,
    });

    const csv = csvLines(
      (await api.call(users.staff, "GET", `/api/billing/reports/aged-receivables?asOf=${today}&format=csv`)).body,
    );
    expect(csv[0]).toBe(
      "Policy number,Insured,Current (USD),1–30 days past due (USD),31–60 days past due (USD),61–90 days past due (USD),Over 90 days past due (USD),Total open (USD)",
    );
    expect(csv).toContain(`${late.policyNumber},Dora Bassi,966.00,483.00,0.00,0.00,960.00,2409.00`);
    expect(csv.at(-1)).toBe("Total,,4616.00,483.00,0.00,0.00,960.00,6059.00");
    const pdf = await api.call(users.staff, "GET", `/api/billing/reports/aged-receivables?asOf=${today}&format=pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Aged receivables");
    expect(text).toContain("2,409.00");
  });

  it("lists past-due invoices by policy with the notice of cancellation for non-payment standing on it", async () => {
    const start = addDays(today, -100);
    const plain = await issued(start, { plan: "fourPay", premium: 2_400, name: "Dora Bassi" });
    const noticed = await issued(start, { plan: "fourPay", premium: 2_400, name: "Fabio Riva" });
    const notice = await transact(noticed.id, {
      type: "cancellation",
      reason: "nonPayment",
      note: "The first installment is unpaid.",
      effectiveDate: addDays(today, 10),
    });
    const reinstated = await issued(start, { plan: "fourPay", premium: 2_400, name: "Gina Sala" });
    await transact(reinstated.id, {
      type: "cancellation",
      reason: "nonPayment",
      note: "The first installment is unpaid.",
      effectiveDate: addDays(today, 10),
    });
    await transact(reinstated.id, { type: "reinstatement" });
    // Not yet due: not delinquent.
    await issued(today, { name: "Elio Verdi" });

    const list = await call<Page<DelinquentInvoice>>("GET", "/api/billing/delinquent?pageSize=100");
    // Each policy's past-due invoices are the ones its billing calls past due.
    const expected: Partial<DelinquentInvoice>[] = [];
    for (const policy of [plain, noticed, reinstated]) {
      const billing = await call<PolicyBilling>("GET", `/api/policies/${policy.id}/billing`);
      const pastDue = billing.invoices.filter((invoice: Invoice) => invoice.status === "pastDue");
      expect(pastDue.length).toBeGreaterThan(0);
      for (const invoice of pastDue) {
        expected.push({
          policyId: policy.id,
          policyNumber: policy.policyNumber,
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          dueOn: invoice.dueOn,
          daysPastDue: daysBetween(invoice.dueOn, today),
          openCents: invoice.openCents,
          notice:
            policy === noticed
              ? { transactionId: notice.id, issuedOn: today, effectiveDate: addDays(today, 10) }
              : null,
        });
      }
    }
    expect(list.totalItems).toBe(expected.length);
    expect(list.items.map((item) => ({ ...item, insuredName: undefined }))).toEqual(
      expected.map((item) => ({ ...item, insuredName: undefined })),
    );
    expect(list.items[0]).toMatchObject({ policyId: plain.id, daysPastDue: 100, openCents: 96_000 });

    const page = await call<Page<DelinquentInvoice>>("GET", "/api/billing/delinquent?pageSize=1&page=2");
    expect(page).toMatchObject({ totalItems: expected.length, pageSize: 1, page: 2 });
    expect(page.items[0]!.invoiceId).toBe(expected[1]!.invoiceId);
  });

  it("is for staff who manage billing: agents are refused, anonymous callers asked to sign in, bad days refused", async () => {
    for (const url of [
      "/api/billing/reports/premium",
      "/api/billing/reports/aged-receivables?format=csv",
      "/api/billing/reports/premium?format=pdf",
      "/api/billing/delinquent",
    ]) {
      expect((await api.call(users.agent, "GET", url)).statusCode, url).toBe(403);
      expect((await api.call("anonymous", "GET", url)).statusCode, url).toBe(401);
    }
    const bad = await api.call(users.staff, "GET", "/api/billing/reports/premium?asOf=2026-02-30");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("asOf");
    const format = await api.call(users.staff, "GET", "/api/billing/reports/premium?format=xlsx");
    expect(format.statusCode).toBe(400);
  });
});
