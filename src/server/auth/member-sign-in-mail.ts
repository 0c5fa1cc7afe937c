import type { Company } from "../../shared/company";
import type { Language } from "../../shared/constants";
import { memberLinkLifetimeMinutes } from "../../shared/member";
import type { NewMail } from "../modules/mail/outbox-repository";
import { renderMail } from "../modules/mail/render-mail";
import { fill, textsFor } from "../texts/catalog";

/**
 * The member portal's one-time sign-in link, as better-auth's magic-link
 * plugin makes it, in the language the member asked for it in.
 */
export function memberSignInMail(
  email: string,
  link: string,
  { publicUrl, language, company }: { publicUrl: string; language: Language; company: Company },
): NewMail {
  const { mail } = textsFor(language);
  const words = mail.memberSignIn;
  return renderMail(
    "member-sign-in-link",
    email,
    {
      language,
      subject: fill(words.subject, { brand: company.shortName }),
      greeting: mail.greetingWithoutName,
      blocks: [
        {
          type: "lines",
          lines: [
            fill(words.asked, { company: company.name }),
            fill(words.open, { minutes: memberLinkLifetimeMinutes }),
          ],
        },
        { type: "link", href: link, label: words.button },
        { type: "lines", lines: [fill(words.expired, { url: `${publicUrl}/members` }), words.ignore] },
      ],
    },
    company,
  );
}
