import type { ClaimStatus } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import type { ClaimRow } from "../../db/schema";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import { fill, textsFor } from "../../texts/catalog";

/** Who hears of a change: whoever reported the claim, and the policy's insured when that is someone else. */
export interface ClaimMailRecipient {
  email: string;
  /** For the greeting; null greets without a name. */
  firstName: string | null;
  /** Theirs, not the staff member's who made the change: the claim's language, or the insured's choice. */
  language: Language;
}

/** The e-mail to one recipient when staff move a claim along: each status in plain words, what happens next. */
export function claimStatusMail(
  claim: ClaimRow,
  status: ClaimStatus,
  note: string | undefined,
  company: Company,
  recipient: ClaimMailRecipient,
): NewMail {
  const { mail } = textsFor(recipient.language);
  const words = mail.claimStatus;
  const { claimNumber, policyNumber } = claim;
  return renderMail(
    "claim-status",
    recipient.email,
    {
      language: recipient.language,
      subject: fill(words[status].subject, { claimNumber }),
      greeting: recipient.firstName ? fill(mail.greeting, { name: recipient.firstName }) : mail.greetingWithoutName,
      blocks: [
        { type: "lines", lines: [fill(words.update, { claimNumber, policyNumber }), words[status].body] },
        ...(note ? [{ type: "quote" as const, heading: words.noteHeading, text: note }] : []),
        {
          type: "lines",
          lines: [fill(words.questions, { phone: company.phones.claimsHotline.display, email: company.emails.claims })],
        },
      ],
    },
    company,
  );
}
