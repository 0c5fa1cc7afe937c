import type { ClaimSubmission } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import { defaultLanguage, type Language } from "../../../shared/constants";
import type { MailBlock } from "../mail/mail-content";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import { fill, labelOf, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

/** Everything the wizard collected, in `language`, as the claimant and the claims team read it. */
function details(claimNumber: string, claim: ClaimSubmission, language: Language): MailBlock[] {
  const { member, loss, location, exposures } = claim;
  const { mail, values } = textsFor(language);
  const words = mail.claimDetails;
  const yesNo = (answer: string) => labelOf(values.yesNo, answer);
  return [
    { type: "facts", facts: [[words.claimNumber, claimNumber]] },
    {
      type: "facts",
      heading: words.member,
      facts: [
        [words.name, `${member.firstName} ${member.lastName}`],
        [words.policyNumber, member.policyNumber],
      ],
    },
    {
      type: "facts",
      heading: words.loss,
      facts: [
        [words.dateOfLoss, formatsFor(language).date(loss.dateOfLoss)],
        [words.category, labelOf(values.claimCategories, loss.category)],
        [words.reportedBy, `${loss.notifierFirstName} ${loss.notifierLastName} <${loss.notifierEmail}>`],
        [words.relationship, labelOf(values.claimRelationships, loss.relationshipToMember)],
      ],
    },
    {
      type: "facts",
      heading: words.location,
      facts: [
        [words.address, [location.address1, location.address2].filter(Boolean).join(", ")],
        [words.cityStateZip, `${location.city}, ${location.state} ${location.zip}`],
        [words.habitable, yesNo(location.isHomeHabitable)],
        [words.whatHappened, location.lossDetails],
      ],
    },
    {
      type: "facts",
      heading: words.exposures,
      facts: [
        [words.dwelling, yesNo(exposures.dwellingDamaged)],
        [words.otherStructures, yesNo(exposures.otherStructuresDamaged)],
        [words.personalProperty, yesNo(exposures.personalPropertyDamaged)],
        [words.livingExpenses, yesNo(exposures.additionalLivingExpenses)],
      ],
    },
    { type: "facts", facts: [[words.photos, String(new Set(claim.photoIds ?? []).size)]] },
  ];
}

/**
 * The two e-mails a claim writes: an acknowledgement to whoever reported it,
 * in the language they filed in, and the details to the claims inbox, in the
 * company's language, saying which language to answer in.
 */
export function claimMails(
  claimNumber: string,
  claim: ClaimSubmission,
  language: Language,
  company: Company,
): NewMail[] {
  const { mail } = textsFor(language);
  const words = mail.claimAcknowledgement;
  const policyNumber = claim.member.policyNumber;
  const staff = textsFor(defaultLanguage);
  const acknowledgement = renderMail(
    "claim-acknowledgement",
    claim.loss.notifierEmail,
    {
      language,
      subject: fill(words.subject, { claimNumber }),
      greeting: fill(mail.greeting, { name: claim.loss.notifierFirstName }),
      blocks: [
        {
          type: "lines",
          lines: [
            fill(words.received, { policyNumber, claimNumber }),
            words.adjuster,
            fill(words.emergencies, { phone: company.phones.claimsHotline.display }),
          ],
        },
        ...details(claimNumber, claim, language),
      ],
    },
    company,
  );
  const notice = renderMail(
    "claim-notice",
    company.emails.claims,
    {
      language: defaultLanguage,
      subject: fill(staff.mail.claimNotice.subject, { claimNumber, category: claim.loss.category, policyNumber }),
      blocks: [
        ...details(claimNumber, claim, defaultLanguage),
        { type: "facts", facts: [[staff.mail.claimDetails.language, staff.values.languages[language]]] },
      ],
    },
    company,
  );
  return [acknowledgement, notice];
}
