import { describe, expect, it } from "vitest";
import { csvLines } from "./support/answers";
import { useApi, type Caller } from "./support/api-fixture";
import { pdfText } from "./support/pdf-text";
import { insertInsuredAccount, insertPolicy } from "./support/rows";

const inLanguage = (language: string) => ({ headers: { "accept-language": language } });

describe("reports and the declarations page in the reader's language", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff" });

  const report = (who: Caller, format: "csv" | "pdf", language: string) =>
    api.call(who, "POST", "/api/reports/portfolio-summary", { format }, inLanguage(language));

  it("writes a report's title, headings, labels, numbers and money the Italian way for an Italian reader", async () => {
    await insertPolicy(api.db, { policyType: "Property", premium: 400_000, coverage: 2_500_000 });

    const csv = await report(as.staff, "csv", "it");
    expect(csv.statusCode).toBe(200);
    expect(csvLines(csv.body)).toEqual([
      "Tipo di polizza,Polizze,Polizze attive,Premio annuo (USD),Copertura (USD)",
      "Responsabilità civile generale,0,0,0,0",
      "Responsabilità civile professionale,0,0,0,0",
      // Numbers stay plain in a spreadsheet, so they sum whatever its language.
      "Danni ai beni,1,1,400000,2500000",
      "Infortuni sul lavoro,0,0,0,0",
      "Flotte aziendali,0,0,0,0",
      "Totale,1,1,400000,2500000",
    ]);

    const italian = pdfText((await report(as.staff, "pdf", "it")).rawPayload);
    for (const text of [
      "Riepilogo del portafoglio",
      "Generato il",
      "Tipo di polizza",
      "Danni ai beni",
      "400.000\u00a0USD",
      "2.500.000\u00a0USD",
      "Totale",
      "Pagina 1 di 1",
    ]) {
      expect(italian, text).toContain(text);
    }
    expect(italian).not.toContain("Policy type");

    const english = pdfText((await report(as.staff, "pdf", "en")).rawPayload);
    for (const text of [
      "Portfolio summary",
      "Generated",
      "Policy type",
      "Property",
      "$400,000",
      "Total",
      "Page 1 of 1",
    ]) {
      expect(english, text).toContain(text);
    }
  });

  it("writes the member's declarations page in their language", async () => {
    const insured = await insertInsuredAccount(api.db, { email: "sofia@example.com", contactName: "Sofia Galli" });
    const policy = await insertPolicy(api.db, { accountId: insured.id, insuredName: "Sofia Galli" });
    const member = await api.loginAs({ role: "member", email: "sofia@example.com" });
    const declarations = (language: string) =>
      api.call(member, "GET", `/api/member/policies/${policy.id}/declarations`, undefined, inLanguage(language));

    const italian = await declarations("it");
    expect(italian.statusCode).toBe(200);
    const text = pdfText(italian.rawPayload);
    for (const expected of [
      "Dichiarazioni di polizza",
      "Periodo di validità",
      "Dal 1 giugno 2026 al 1 giugno 2027",
      "Danni ai beni",
      "Attiva",
      "Premio annuo",
      "409.600\u00a0USD",
      "Denunciare un sinistro",
    ]) {
      expect(text, expected).toContain(expected);
    }

    const english = pdfText((await declarations("en")).rawPayload);
    for (const expected of ["Policy declarations", "June 1, 2026 to June 1, 2027", "Active", "$409,600"]) {
      expect(english, expected).toContain(expected);
    }
  });
});
