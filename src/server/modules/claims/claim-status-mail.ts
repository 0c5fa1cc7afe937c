import type { ClaimStatus } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import type { ClaimRow } from "../../db/schema";
import type { NewMail } from "../../mail/outbox-repository";

/** Each status as a policyholder understands it: what happened, and what happens next. */
const inWords: Record<ClaimStatus, { subject: string; body: string }> = {
  received: {
    subject: "is being reviewed again",
    body: "We have reopened your claim and are reviewing it. An adjuster will contact you, usually within one business day.",
  },
  assigned: {
    subject: "has been assigned to an adjuster",
    body: "Your claim has been assigned to an adjuster, who will review what you reported.",
  },
  "adjuster contact": {
    subject: "is with your adjuster",
    body: "Your adjuster will contact you to discuss the damage and, if needed, arrange an inspection.",
  },
  closed: {
    subject: "has been closed",
    body: "Your claim has been closed. If you have questions about the outcome, or new damage comes to light, contact us with your claim number.",
  },
};

/** Who hears of a change: whoever reported the claim, and the policy's insured when that is someone else. */
export interface ClaimMailRecipient {
  email: string;
  /** For the greeting; null greets without a name. */
  firstName: string | null;
}

/** The e-mail to one recipient when staff move a claim along. */
export function claimStatusMail(
  claim: ClaimRow,
  status: ClaimStatus,
  note: string | undefined,
  company: Company,
  recipient: ClaimMailRecipient,
): NewMail {
  const words = inWords[status];
  return {
    kind: "claim-status",
    to: recipient.email,
    subject: `Your claim ${claim.claimNumber} ${words.subject}`,
    text: [
      recipient.firstName ? `Hello ${recipient.firstName},` : "Hello,",
      "",
      `An update on claim ${claim.claimNumber} (policy ${claim.policyNumber}):`,
      words.body,
      ...(note ? ["", "A note from our claims team:", note] : []),
      "",
      `Questions? Call our claims line, open 24/7, at ${company.phones.claimsHotline.display}, or write to ${company.emails.claims}. Please have your claim number ready.`,
    ].join("\n"),
  };
}
