import type { AgentApplication } from "../../../shared/agent-application";
import type { Company } from "../../../shared/company";
import { defaultLanguage, type Language } from "../../../shared/constants";
import type { MailBlock } from "../mail/mail-content";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import { fill, textsFor } from "../../texts/catalog";

/** The application as the recruiting team and the applicant read it. */
function details(reference: string, application: AgentApplication, language: Language): MailBlock {
  const words = textsFor(language).mail.agentApplication;
  return {
    type: "facts",
    facts: [
      [words.reference, reference],
      [words.name, application.name],
      [words.email, application.email],
      [words.phone, application.phone],
      [words.company, application.company ?? ""],
      [words.license, `${application.licenseNumber} (${application.licenseState})`],
      [words.yearsExperience, application.yearsExperience],
      [words.territory, application.preferredTerritory ?? ""],
      [words.message, application.message ?? ""],
    ],
  };
}

/**
 * A notice to the recruiting inbox, in the company's language with the
 * applicant's named, and a confirmation to the applicant in the language
 * they applied in.
 */
export function applicationMails(
  reference: string,
  application: AgentApplication,
  language: Language,
  company: Company,
): NewMail[] {
  const staff = textsFor(defaultLanguage);
  const { mail } = textsFor(language);
  const words = mail.agentApplication;
  return [
    renderMail(
      "agent-application-notice",
      company.emails.agents,
      {
        language: defaultLanguage,
        subject: fill(staff.mail.agentApplication.noticeSubject, {
          name: application.name,
          state: application.licenseState,
        }),
        blocks: [
          details(reference, application, defaultLanguage),
          { type: "facts", facts: [[staff.mail.agentApplication.language, staff.values.languages[language]]] },
        ],
      },
      company,
    ),
    renderMail(
      "agent-application-confirmation",
      application.email,
      {
        language,
        subject: words.subject,
        greeting: fill(mail.greeting, { name: application.name }),
        blocks: [
          {
            type: "lines",
            lines: [
              fill(words.thanks, { company: company.name }),
              words.next,
              fill(words.questions, { email: company.emails.agents, phone: company.phones.agentSupport.display }),
            ],
          },
          details(reference, application, language),
        ],
      },
      company,
    ),
  ];
}
