import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../tests/api/support/pdf-text";
import { defaultCompany } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { renderMessage } from "../../../shared/messages/render";
import { transactionTypes, type TransactionType } from "../../../shared/policy-transaction";
import { hurricaneDeductibleCents } from "../../../shared/rating";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import { winAnsi } from "../../pdf/pdf-table";
import { ratingIn } from "../rating/worksheet-words";
import { explainTransaction } from "./explain-transaction";
import { ratedSampleNotice, sampleNotice } from "../../../../tests/support/sample-notices";
import { transactionPdf } from "./transaction-pdf";
import type { TransactionNotice } from "./transaction-notice";

/** Text as a reader follows it: a wrapped line joins the next with a space (non-breaking spaces included). */
const flat = (text: string) => text.replace(/\s+/g, " ");

async function read(notice: TransactionNotice, language: Language) {
  const pdf = await transactionPdf(notice, defaultCompany, language);
  return { pdf, raw: pdf.toString("latin1"), text: flat(pdfText(pdf)) };
}

const pages = (raw: string) => raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** What each document must say beyond what all of them say, in the reader's language. */
function ownFacts(type: TransactionType, language: Language): string[] {
  const words = textsFor(language).transactionDocuments;
  const notice = sampleNotice(type);
  const rule = notice.transaction.rule ? [renderMessage(notice.transaction.rule, language)] : [];
  const english = language === "en";
  switch (type) {
    case "newBusiness":
      return [
        english ? "January 1, 2026 to January 1, 2027, 12:01 a.m. local time" : "Dal 1 gennaio 2026 al 1 gennaio 2027",
        english ? "$450,000" : "450.000 USD",
        `${words.declarations.annualPremium} ${english ? "$3,650" : "3650 USD"}`,
        `${words.declarations.charged} ${english ? "$3,650.00" : "3650,00 USD"}`,
        defaultCompany.phones.claimsHotline.display,
      ];
    case "renewal":
      return [
        english ? "January 1, 2027 to January 1, 2028, 12:01 a.m. local time" : "Dal 1 gennaio 2027 al 1 gennaio 2028",
        `${words.declarations.expiringPremium} ${english ? "$4,015" : "4015 USD"}`,
        `${words.declarations.charged} ${english ? "$4,200.00" : "4200,00 USD"}`,
      ];
    case "endorsement":
      return [
        english ? "July 2, 2026 at 12:01 a.m. local time" : "2 luglio 2026, alle 00:01 ora locale",
        words.endorsement.fields.premium,
        words.endorsement.fields.coverage,
        words.endorsement.fields.businessType,
        words.endorsement.fields.endorsements,
        english ? "$450,000 $495,000" : "450.000 USD 495.000 USD",
        `${words.endorsement.none} ${textsFor(language).values.businessTypes.LLC}`,
        "HO 04 90, Screened enclosure",
        english ? "183 of the term's 365 days" : "183 dei 365 giorni del periodo",
        `${words.endorsement.additional} ${english ? "$183.00" : "183,00 USD"}`,
        words.endorsement.unchanged,
        ...rule,
      ];
    case "cancellation":
      return [
        english ? "October 1, 2026 at 12:01 a.m. local time" : "1 ottobre 2026, alle 00:01 ora locale",
        english ? "Failure to meet underwriting requirements" : "Mancato rispetto dei requisiti assuntivi",
        words.cancellation.methods.proRata,
        `${words.cancellation.refund} ${english ? "$1,012.00" : "1012,00 USD"}`,
        notice.transaction.note!,
        english
          ? "within 30 days of the cancellation date, until October 31, 2026"
          : "entro 30 giorni dalla data di annullamento, fino al 31 ottobre 2026",
        ...rule,
      ];
    case "reinstatement":
      return [
        english ? "October 1, 2026 at 12:01 a.m. local time" : "1 ottobre 2026, alle 00:01 ora locale",
        english ? "with no gap in cover" : "senza interruzione della copertura",
        `${words.reinstatement.refundReversed} ${english ? "$1,012.00" : "1012,00 USD"}`,
        ...rule,
      ];
    case "nonRenewal":
      return [
        english ? "12:01 a.m. local time on January 1, 2027" : "alle 00:01 ora locale del 1 gennaio 2027",
        notice.transaction.note!,
        english ? "139 days before the policy ends" : "139 giorni prima della fine della polizza",
        ...rule,
      ];
  }
}

describe("transactionPdf", () => {
  for (const language of ["en", "it"] as const) {
    for (const type of transactionTypes) {
      it(`writes the ${type} document in ${language}: one Letter page with the policy, the plain words and the money to the cent`, async () => {
        const notice = sampleNotice(type);
        const words = textsFor(language).transactionDocuments;
        const { pdf, raw, text } = await read(notice, language);

        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
        expect(pages(raw)).toBe(1);
        expect(raw).toContain("/MediaBox [0 0 612 792]");
        expect(raw).toContain(`/Lang (${language})`);
        expect(raw).toContain(
          `(${fill(words.title, { document: words.heading[type], policyNumber: notice.policy.policyNumber })})`,
        );

        const explanation = explainTransaction(
          notice.transaction,
          language,
          defaultCompany.policyRules.shortRatePercent,
        );
        for (const fact of [
          words.heading[type],
          notice.policy.policyNumber,
          notice.policy.insuredName,
          "1420 Bayshore Boulevard Tampa, FL 33606",
          textsFor(language).values.policyTypes.Property,
          flat(explanation),
          "Marco Bellini, marco.bellini@example.com, (813) 555-0142",
          ...ownFacts(type, language).map(flat),
        ]) {
          expect(text).toContain(fact);
        }
      });
    }
  }

  it("writes the amounts with formatCents, so a refund reads to the cent in either language", async () => {
    for (const language of ["en", "it"] as const) {
      const { text } = await read(sampleNotice("cancellation"), language);
      expect(text).toContain(flat(formatCents(101_200, language)));
    }
  });

  it("leaves no English heading in an Italian notice", async () => {
    const { text } = await read(sampleNotice("cancellation"), "it");
    for (const english of ["Notice", "Policy number", "In plain words", "Return premium", "Your agent", "Reason"]) {
      expect(text).not.toContain(english);
    }
  });

  it("names customer service without an agent and the agent's office without a location", async () => {
    const notice = sampleNotice("endorsement", { agent: null });
    const { text } = await read(
      { ...notice, policy: { ...notice.policy, address: null, city: null, state: null, zipCode: null } },
      "en",
    );
    expect(text).toContain(`Customer service, ${defaultCompany.phones.customerService.display}`);
    expect(text).toContain("Insured location On file with your agent");
  });

  it("shows a short-rate cancellation's method with the share the company keeps", async () => {
    const notice = sampleNotice("cancellation");
    const shortRate = {
      ...notice,
      transaction: {
        ...notice.transaction,
        reason: "insuredRequest" as const,
        method: "shortRate" as const,
        note: null,
      },
    };
    const { text } = await read(shortRate, "en");
    expect(text).toContain("At the insured's request");
    expect(text).toContain("Short rate: the pro-rata refund less 10% kept by the company");
    expect(text).toContain("the company keeps 10% of the pro-rata refund");
  });

  it("shows an endorsement's new insured name and address as the policy now reads", async () => {
    const notice = sampleNotice("endorsement");
    const renamed = {
      ...notice,
      transaction: {
        ...notice.transaction,
        changes: { insuredName: "Ana Rivera-Lopez", address: "9 Davis Boulevard" },
        changedFrom: { insuredName: "Ana Rivera", address: "1420 Bayshore Boulevard" },
      },
    };
    const { text } = await read(renamed, "en");
    expect(text).toContain("Named insured Ana Rivera-Lopez");
    expect(text).toContain("9 Davis Boulevard Tampa, FL 33606");
    expect(text).toContain("Named insured Ana Rivera Ana Rivera-Lopez");
    expect(text).toContain("Address 1420 Bayshore Boulevard 9 Davis Boulevard");
  });
});

describe("transactionPdf of a rated home", () => {
  /** Where each of `facts` is found in `text`, each after the one before; -1 from the first one missing on. */
  const inOrder = (text: string, facts: string[]) => {
    let from = 0;
    return facts.map((fact) => {
      const at = from < 0 ? -1 : text.indexOf(fact, from);
      from = at < 0 ? -1 : at + fact.length;
      return at;
    });
  };

  for (const language of ["en", "it"] as const) {
    for (const type of ["newBusiness", "renewal"] as const) {
      it(`works the ${type} declarations' premium out line by line in ${language}, ending at the annual premium`, async () => {
        const notice = ratedSampleNotice(type);
        const rating = notice.transaction.snapshot!.rating!;
        const words = textsFor(language).transactionDocuments;
        const { raw, text } = await read(notice, language);
        const { worksheet } = ratingIn(rating, language);

        expect(pages(raw)).toBeLessThanOrEqual(2);
        const rows = worksheet.map((line) =>
          flat(winAnsi(`${line.name} ${line.value} ${line.effect} ${formatCents(line.amountCents, language)}`)),
        );
        const version = fill(words.worksheet.version, {
          version: rating.rateVersion,
          date: formatsFor(language).date(rating.ratedOn),
        });
        const found = inOrder(text, [words.worksheet.heading, flat(words.worksheet.lead), ...rows]);
        expect(found.filter((at) => at < 0)).toEqual([]);

        // The last row is the total, the annual premium to the cent; what follows is the version's note.
        const total = worksheet.at(-1)!;
        expect(total).toMatchObject({ key: "total", amountCents: notice.transaction.annualPremiumAfter * 100 });
        const afterTotal = text.slice(found.at(-1)! + rows.at(-1)!.length).trim();
        expect(afterTotal.startsWith(flat(version))).toBe(true);
        expect(text).toContain(flat(fill(words.worksheet.credit, { percent: "60%" })));
        expect(text).toContain("– 60%");
        // Each deductible in dollars, the hurricane one with its percent of Coverage A (s. 627.701).
        const home = notice.transaction.snapshot!.home!;
        const hurricane = formatCents(hurricaneDeductibleCents(home.hurricaneDeductible, home.coverageA), language);
        expect(text).toContain(`${words.declarations.hurricaneDeductible} ${home.hurricaneDeductible}`);
        expect(text).toContain(flat(winAnsi(hurricane)));
        expect(text).not.toContain("\u2212");
        if (language === "it") {
          for (const english of ["How your premium", "What counts", "Your home", "Total annual premium", "Roof age"]) {
            expect(text).not.toContain(english);
          }
        }
      });
    }

    it(`lists a rated home's endorsed inputs before and after in words, and the new worksheet's total, in ${language}`, async () => {
      const notice = ratedSampleNotice("endorsement");
      const words = textsFor(language).transactionDocuments;
      const { raw, text } = await read(notice, language);
      const english = language === "en";

      expect(pages(raw)).toBe(1);
      for (const fact of [
        `${words.endorsement.home.roofYear} 2012 2026`,
        `${words.windMitigation.questions.openingProtection} ${words.windMitigation.answers.openingProtection.none} ${words.windMitigation.answers.openingProtection.hurricane}`,
        `${words.endorsement.newTotal} ${formatCents(notice.transaction.snapshot!.rating!.totalCents, language)}`,
        `${words.endorsement.annualAfter} ${english ? "$2,095" : "2095 USD"}`,
      ]) {
        expect(text).toContain(flat(fact));
      }
      // Only what changed: the other six answers and the untouched inputs are not listed.
      expect(text).not.toContain(words.windMitigation.questions.roofShape);
      expect(text).not.toContain(words.endorsement.home.yearBuilt);
      // The home is never dumped as data, and the declarations' worksheet is not repeated.
      expect(text).not.toContain("{");
      expect(text).not.toContain(words.worksheet.heading);
    });
  }

  it("adds no worksheet to the declarations of a policy an underwriter prices", async () => {
    for (const language of ["en", "it"] as const) {
      const { text } = await read(sampleNotice("newBusiness"), language);
      expect(text).not.toContain(textsFor(language).transactionDocuments.worksheet.heading);
    }
  });
});
