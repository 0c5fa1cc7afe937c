import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { ClaimRow } from "../../db/schema";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import type { ClaimMailRecipient } from "./claim-status-mail";
import { decisionDueOn } from "./clocks";
import { fill, labelOf, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";

export interface AssignedAdjuster {
  name: string;
  email: string;
  phone: string | null;
  language: Language;
}

/** The e-mail that tells an adjuster a claim is theirs, in their language, with the decision's due date. */
export function assignmentMail(
  claim: ClaimRow,
  adjuster: AssignedAdjuster,
  claimFileUrl: string,
  company: Company,
): NewMail {
  const { mail, values } = textsFor(adjuster.language);
  const words = mail.claimAssignment;
  const { date } = formatsFor(adjuster.language);
  const decisionDue = decisionDueOn(claim, company.claimRules);
  return renderMail(
    "claim-assignment",
    adjuster.email,
    {
      language: adjuster.language,
      subject: fill(words.subject, { claimNumber: claim.claimNumber }),
      greeting: fill(mail.greeting, { name: adjuster.name.split(" ")[0]! }),
      blocks: [
        {
          type: "lines",
          lines: [
            fill(words.intro, {
              claimNumber: claim.claimNumber,
              policyNumber: claim.policyNumber,
              category: labelOf(values.claimCategories, claim.category),
              dateOfLoss: date(claim.dateOfLoss),
              receivedOn: date(claim.receivedOn),
            }),
            fill(words.clocks, { decisionDue: date(decisionDue) }),
            fill(words.open, { url: claimFileUrl }),
          ],
        },
      ],
    },
    company,
  );
}

/** What the insured's "assigned" e-mail says about who their adjuster is and how to reach them, in the claim's language. */
export function adjusterNote(adjuster: AssignedAdjuster, language: Language): string {
  const words = textsFor(language).mail.claimAssignment;
  const phone = adjuster.phone ? fill(words.phone, { phone: adjuster.phone }) : "";
  return fill(words.insuredNote, { name: adjuster.name, email: adjuster.email, phone });
}

/** The e-mail that tells whoever follows a claim, in their language, that another adjuster now handles it. */
export function newAdjusterMail(
  claim: ClaimRow,
  adjuster: AssignedAdjuster,
  company: Company,
  recipient: ClaimMailRecipient,
): NewMail {
  const { mail } = textsFor(recipient.language);
  const { claimNumber, policyNumber } = claim;
  return renderMail(
    "claim-status",
    recipient.email,
    {
      language: recipient.language,
      subject: fill(mail.claimAssignment.reassignedSubject, { claimNumber }),
      greeting: recipient.firstName ? fill(mail.greeting, { name: recipient.firstName }) : mail.greetingWithoutName,
      blocks: [
        {
          type: "lines",
          lines: [
            fill(mail.claimStatus.update, { claimNumber, policyNumber }),
            mail.claimAssignment.reassigned,
            adjusterNote(adjuster, recipient.language),
            fill(mail.claimStatus.questions, {
              phone: company.phones.claimsHotline.display,
              email: company.emails.claims,
            }),
          ],
        },
      ],
    },
    company,
  );
}
