import { formatAddress, type Company } from "../../shared/company";
import type { MailContent } from "./mail-content";
import type { NewMail } from "./outbox-repository";
import { renderMailHtml } from "./render-mail-html";
import { renderMailText } from "./render-mail-text";

/**
 * The one way an e-mail is written: its content, to whom and why (`kind`),
 * as the plain-text and HTML parts the outbox stores and sends together.
 */
export function renderMail(kind: string, to: string, content: MailContent, company: Company): NewMail {
  const signature = [company.name, formatAddress(company.addresses.mailing)];
  return {
    kind,
    to,
    subject: content.subject,
    text: renderMailText(content, signature),
    html: renderMailHtml(content, company.name, signature),
  };
}
