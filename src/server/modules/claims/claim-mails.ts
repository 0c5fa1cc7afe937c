import type { ClaimSubmission } from "../../../shared/claim";
import type { Company } from "../../../shared/company";
import type { NewMail } from "../../mail/outbox-repository";

const line = (label: string, value: string | undefined) => `${label}: ${value ?? ""}`;

/** Everything the wizard collected, as the claims team reads it. */
function details(claimNumber: string, claim: ClaimSubmission): string[] {
  const { member, loss, location, exposures } = claim;
  return [
    line("Claim number", claimNumber),
    "",
    "Member",
    line("Name", `${member.firstName} ${member.lastName}`),
    line("Policy number", member.policyNumber),
    "",
    "Loss",
    line("Date of loss", loss.dateOfLoss),
    line("Category", loss.category),
    line("Reported by", `${loss.notifierFirstName} ${loss.notifierLastName} <${loss.notifierEmail}>`),
    line("Relationship to member", loss.relationshipToMember),
    "",
    "Location",
    line("Address", [location.address1, location.address2].filter(Boolean).join(", ")),
    line("City, state, ZIP", `${location.city}, ${location.state} ${location.zip}`),
    line("Is the home habitable", location.isHomeHabitable),
    line("What happened", location.lossDetails),
    "",
    "Exposures",
    line("Dwelling damaged", exposures.dwellingDamaged),
    line("Other structures damaged", exposures.otherStructuresDamaged),
    line("Personal property damaged", exposures.personalPropertyDamaged),
    line("Additional living expenses", exposures.additionalLivingExpenses),
    "",
    line("Photos of the damage", String(new Set(claim.photoIds ?? []).size)),
  ];
}

/** The two e-mails a claim writes: an acknowledgement to whoever reported it, the details to the claims inbox. */
export function claimMails(claimNumber: string, claim: ClaimSubmission, company: Company): NewMail[] {
  return [
    {
      kind: "claim-acknowledgement",
      to: claim.loss.notifierEmail,
      subject: `We received your claim ${claimNumber}`,
      text: [
        `Hello ${claim.loss.notifierFirstName},`,
        "",
        `We received the claim you reported for policy ${claim.member.policyNumber}. Your claim number is ${claimNumber}; please have it ready when you call or write to us.`,
        "An adjuster will contact you, usually within one business day.",
        `For emergencies, our claims line is open 24/7: ${company.phones.claimsHotline.display}.`,
        "",
        ...details(claimNumber, claim),
      ].join("\n"),
    },
    {
      kind: "claim-notice",
      to: company.emails.claims,
      subject: `New claim ${claimNumber}: ${claim.loss.category}, policy ${claim.member.policyNumber}`,
      text: details(claimNumber, claim).join("\n"),
    },
  ];
}
