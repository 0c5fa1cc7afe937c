import { formatAddress, type Company } from "../../../shared/company";
import type { MailKind } from "../../../shared/mail";
import type { MailContent } from "./mail-content";
import type { NewMail } from "./outbox-repository";
import { renderMailHtml } from "./render-mail-html";
import { renderMailText } from "./render-mail-text";

/**
 * The one way an e-mail is written: its content, to whom and why (`kind`),
 * as the plain-text and HTML parts the outbox stores and sends together.
 * `kind` is one of `mailKinds` (src/shared/mail.ts), which the Mail screen
 * filters by and names.
 */
export function renderMail(kind: MailKind, to: string, content: MailContent, company: Company): NewMail {
  const signature = [company.name, formatAddress(company.addresses.mailing)];
  return {
    kind,
    to,
    subject: content.subject,
    text: renderMailText(content, signature),
    html: renderMailHtml(content, company.name, signature),
  };
}
