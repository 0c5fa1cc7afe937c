import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { ClaimRow } from "../../db/schema";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
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
