import type { AgentApplication } from "../../../shared/agent-application";
import type { Company } from "../../../shared/company";
import type { NewMail } from "../../mail/outbox-repository";

/** The application as the recruiting team reads it. */
function details(reference: string, application: AgentApplication): string[] {
  return [
    `Reference: ${reference}`,
    `Name: ${application.name}`,
    `E-mail: ${application.email}`,
    `Phone: ${application.phone}`,
    `Company: ${application.company ?? ""}`,
    `License: ${application.licenseNumber} (${application.licenseState})`,
    `Years of experience: ${application.yearsExperience}`,
    `Preferred territory: ${application.preferredTerritory ?? ""}`,
    `Message: ${application.message ?? ""}`,
  ];
}

/** A notice to the recruiting inbox and a confirmation to the applicant. */
export function applicationMails(reference: string, application: AgentApplication, company: Company): NewMail[] {
  return [
    {
      kind: "agent-application-notice",
      to: company.emails.agents,
      subject: `Agent appointment application: ${application.name} (${application.licenseState})`,
      text: details(reference, application).join("\n"),
    },
    {
      kind: "agent-application-confirmation",
      to: application.email,
      subject: "We received your agent appointment application",
      text: [
        `Hello ${application.name},`,
        "",
        "Thank you for applying to become a Sabal Reciprocal Exchange agent.",
        "We'll review your application and contact you within 2 business days.",
        `For questions, write to ${company.emails.agents} or call agent support at ${company.phones.agentSupport.display}.`,
        "",
        ...details(reference, application),
      ].join("\n"),
    },
  ];
}
