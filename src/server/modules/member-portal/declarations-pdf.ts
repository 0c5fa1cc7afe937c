import PDFDocument from "pdfkit";
import { todayInFlorida } from "../../../shared/calendar-date";
import { formatAddress, type Company } from "../../../shared/company";
import { formatMoney, monthlyPremium } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";

const margin = 56;

/** "2026-06-01" as "June 1, 2026": a declarations page is read by people, not parsers. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The policy's declarations page, generated from the policy as it stands:
 * who is insured, where, for what period, the coverage and the
 * premium, the agent, and how to report a claim. One Letter page.
 */
export function declarationsPdf(policy: MemberPolicy, company: Company, now: Date): PDFKit.PDFDocument {
  const document = new PDFDocument({
    size: "LETTER",
    margin,
    info: { Title: `Declarations page, policy ${policy.policyNumber}`, Author: company.name },
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
  document.moveDown(0.5).font("Helvetica-Bold").fontSize(20).fillColor("#000000").text("Policy declarations");
  document.font("Helvetica").fontSize(9).fillColor("#555555");
  document.text(`Generated ${todayInFlorida(now)} from the policy record. Not a bill.`);
  document.fillColor("#000000").moveDown(0.6);

  heading("The policy");
  line("Policy number", policy.policyNumber);
  line("Policy type", policy.policyType);
  line("Status", policy.status[0]!.toUpperCase() + policy.status.slice(1));
  line("Policy period", `${longDate(policy.effectiveDate)} to ${longDate(policy.expirationDate)}, 12:01 AM local time`);

  heading("Named insured and insured location");
  line("Named insured", policy.insuredName);
  const location = [policy.address, [policy.city, policy.state, policy.zipCode].filter(Boolean).join(", ")];
  line("Insured location", location.filter(Boolean).join("\n") || "On file with your agent");

  heading("Coverage and premium");
  line("Coverage amount", formatMoney(policy.coverage));
  line("Annual premium", formatMoney(policy.premium));
  line("Monthly equivalent", formatMoney(monthlyPremium(policy.premium)));

  heading("Your agent");
  line(
    "Agent",
    policy.agent
      ? `${policy.agent.name}, ${policy.agent.email}`
      : `Customer service, ${company.phones.customerService.display}`,
  );

  heading("Reporting a claim");
  document
    .font("Helvetica")
    .fontSize(10)
    .text(
      `Call our claims line, open 24/7, at ${company.phones.claimsHotline.display}, write to ${company.emails.claims}, or file online. Please have your policy number ready.`,
      margin,
    );
  document
    .moveDown(1.2)
    .fontSize(8)
    .fillColor("#555555")
    .text(
      "This page summarizes your policy. The policy form and its endorsements set out the full terms, conditions and exclusions.",
    );
  document.end();
  return document;
}
