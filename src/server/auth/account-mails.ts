import type { Company } from "../../shared/company";
import type { Language } from "../../shared/constants";
import { emailChangeLinkLifetimeMinutes } from "../../shared/own-account";
import type { NewMail } from "../modules/mail/outbox-repository";
import { renderMail } from "../modules/mail/render-mail";
import { fill, textsFor } from "../texts/catalog";

interface AccountMail {
  to: { email: string; name: string };
  /** The set-a-password link (better-auth's reset link), or the one that confirms a new e-mail address. */
  link: string;
  language: Language;
  company: Company;
}

/** Staff opened an account: the link to choose a password, in the language staff chose for the person. */
export function invitationMail({ to, link, language, company }: AccountMail, invitedBy: string, signInUrl: string) {
  const { mail } = textsFor(language);
  const words = mail.invitation;
  return renderMail(
    "account-invitation",
    to.email,
    {
      language,
      subject: fill(words.subject, { brand: company.shortName }),
      greeting: fill(mail.greeting, { name: to.name }),
      blocks: [
        { type: "lines", lines: [fill(words.opened, { invitedBy, company: company.name }), words.open] },
        { type: "link", href: link, label: words.button },
        { type: "lines", lines: [fill(words.signIn, { url: signInUrl }), words.expired] },
      ],
    },
    company,
  );
}

/** Someone asked to reset the password: the link, in the language of the page they asked from. */
export function passwordResetMail({ to, link, language, company }: AccountMail): NewMail {
  const { mail } = textsFor(language);
  const words = mail.passwordReset;
  return renderMail(
    "password-reset",
    to.email,
    {
      language,
      subject: fill(words.subject, { brand: company.shortName }),
      greeting: fill(mail.greeting, { name: to.name }),
      blocks: [
        { type: "lines", lines: [fill(words.asked, { company: company.name }), words.open] },
        { type: "link", href: link, label: words.button },
        { type: "lines", lines: [words.ignore] },
      ],
    },
    company,
  );
}

/** The link that confirms a new e-mail address, sent to that address in the language the change was asked in. */
export function emailChangeMail({ to, link, language, company }: AccountMail): NewMail {
  const { mail } = textsFor(language);
  const words = mail.emailChange;
  return renderMail(
    "email-change-link",
    to.email,
    {
      language,
      subject: fill(words.subject, { brand: company.shortName }),
      greeting: fill(mail.greeting, { name: to.name }),
      blocks: [
        {
          type: "lines",
          lines: [
            fill(words.asked, { company: company.name }),
            fill(words.open, { minutes: emailChangeLinkLifetimeMinutes }),
          ],
        },
        { type: "link", href: link, label: words.button },
        { type: "lines", lines: [words.until, words.ignore] },
      ],
    },
    company,
  );
}
