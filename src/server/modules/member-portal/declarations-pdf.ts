import PDFDocument from "pdfkit";
import { formatAddress, type Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { monthlyPremium } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import { fill, labelOf, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

const margin = 56;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The policy's declarations page, generated from the policy as it stands, in
 * the reader's language: who is insured, where, for what period, the coverage
 * and the premium, the agent, and how to report a claim. One Letter page.
 */
export function declarationsPdf(
  policy: MemberPolicy,
  company: Company,
  now: Date,
  language: Language,
): PDFKit.PDFDocument {
  const { declarations: words, values } = textsFor(language);
  const formats = formatsFor(language);
  const document = new PDFDocument({
    size: "LETTER",
    margin,
    lang: language,
    info: { Title: fill(words.title, { policyNumber: policy.policyNumber }), Author: company.name },
  });
  const labelWidth = 170;
  const line = (label: string, value: string) => {
    const y = document.y;
    document.font("Helvetica-Bold").fontSize(10).text(label, margin, y, { width: labelWidth });
    document
      .font("Helvetica")
      .text(value, margin + labelWidth, y, { width: document.page.width - margin * 2 - labelWidth });
    document.moveDown(0.4);
  };
  const heading = (text: string) => document.moveDown(0.6).font("Helvetica-Bold").fontSize(13).text(text, margin);

  document.font("Helvetica").fontSize(10).fillColor("#555555").text(`${company.name} · ${company.attorneyInFact}`);
  document.text(formatAddress(company.addresses.mailing));
  document.moveDown(0.5).font("Helvetica-Bold").fontSize(20).fillColor("#000000").text(words.heading);
  document.font("Helvetica").fontSize(9).fillColor("#555555");
  document.text(fill(words.generated, { date: formats.dayOf(now) }));
  document.fillColor("#000000").moveDown(0.6);

  heading(words.policy);
  line(words.policyNumber, policy.policyNumber);
  line(words.policyType, labelOf(values.policyTypes, policy.policyType));
  line(words.status, capitalized(labelOf(values.policyStatuses, policy.status)));
  line(
    words.period,
    fill(words.periodValue, { from: formats.date(policy.effectiveDate), to: formats.date(policy.expirationDate) }),
  );

  heading(words.insured);
  line(words.namedInsured, policy.insuredName);
  const location = [policy.address, [policy.city, policy.state, policy.zipCode].filter(Boolean).join(", ")];
  line(words.location, location.filter(Boolean).join("\n") || words.locationOnFile);

  heading(words.coverage);
  line(words.coverageAmount, formats.money(policy.coverage));
  line(words.annualPremium, formats.money(policy.premium));
  line(words.monthly, formats.money(monthlyPremium(policy.premium)));

  heading(words.agentHeading);
  line(
    words.agent,
    policy.agent
      ? `${policy.agent.name}, ${policy.agent.email}`
      : fill(words.customerService, { phone: company.phones.customerService.display }),
  );

  heading(words.claimHeading);
  document
    .font("Helvetica")
    .fontSize(10)
    .text(fill(words.claim, { phone: company.phones.claimsHotline.display, email: company.emails.claims }), margin);
  document.moveDown(1.2).fontSize(8).fillColor("#555555").text(words.summary);
  document.end();
  return document;
}
