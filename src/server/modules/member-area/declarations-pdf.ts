import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { monthlyPremium } from "../../../shared/format";
import type { MemberPolicy } from "../../../shared/member";
import { letterDocument, letterhead, letterLayout } from "../../pdf/pdf-layout";
import { fill, labelOf, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

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
  const document = letterDocument(language, fill(words.title, { policyNumber: policy.policyNumber }), company);
  const { line, heading, paragraph, smallPrint } = letterLayout(document);

  letterhead(document, company, words.heading, fill(words.generated, { date: formats.dayOf(now) }));

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
  paragraph(fill(words.claim, { phone: company.phones.claimsHotline.display, email: company.emails.claims }));
  smallPrint(words.summary);
  document.end();
  return document;
}
