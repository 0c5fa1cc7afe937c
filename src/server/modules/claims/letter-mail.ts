import type { Company } from "../../../shared/company";
import { formatCents } from "../../../shared/format";
import { pathTo } from "../../../shared/routes";
import { fill, textsFor } from "../../texts/catalog";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import type { ClaimMailRecipient } from "./claim-status-mail";
import type { ClaimLetterContent } from "./letter-pdf";

/** The e-mail that tells whoever follows a claim that a letter about it is in the member area, with its gist. */
export function letterMail(
  claim: { claimNumber: string; policyNumber: string },
  content: ClaimLetterContent,
  recipient: ClaimMailRecipient,
  company: Company,
  publicUrl: string,
): NewMail {
  const texts = textsFor(recipient.language);
  const words = texts.claimLetters.mail;
  const money = (cents: number) => formatCents(cents, recipient.language);
  const gist =
    content.kind === "payment"
      ? fill(words.gists.payment, {
          net: money(content.payment.netCents + content.payment.interestCents),
          gross: money(content.payment.grossCents),
          deductible: money(content.payment.deductibleCents),
        })
      : words.gists[content.kind];
  const { claimNumber, policyNumber } = claim;
  return renderMail(
    "claim-letter",
    recipient.email,
    {
      language: recipient.language,
      subject: fill(words.subjects[content.kind], { claimNumber }),
      greeting: recipient.firstName
        ? fill(texts.mail.greeting, { name: recipient.firstName })
        : texts.mail.greetingWithoutName,
      blocks: [
        {
          type: "lines",
          lines: [
            fill(words.intro, { claimNumber, policyNumber, gist }),
            fill(words.read, { url: `${publicUrl}${pathTo("memberDocuments")}` }),
            fill(texts.claimLetters.questions, {
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
