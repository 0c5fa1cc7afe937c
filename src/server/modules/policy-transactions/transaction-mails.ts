import { addDays } from "../../../shared/calendar-date";
import type { Company } from "../../../shared/company";
import type { Language } from "../../../shared/constants";
import { formatCents } from "../../../shared/format";
import { renderMessage } from "../../../shared/messages/render";
import type { MailBlock } from "../mail/mail-content";
import type { NewMail } from "../mail/mailer";
import { renderMail } from "../mail/render-mail";
import { fill, textsFor } from "../../texts/catalog";
import { formatsFor } from "../../texts/formats";
import { explainTransaction } from "./explain-transaction";
import type { TransactionNotice } from "./transaction-notice";

/**
 * The e-mails issuing a transaction sends: one to the insured and one to the
 * agent, each in the reader's own language, with the transaction in plain
 * words and its money to the cent. No attachment: the document is on the
 * policy, in the member portal for the insured and on the staff policy page
 * for the agent.
 */
export function transactionMails(notice: TransactionNotice, company: Company): NewMail[] {
  const mails: NewMail[] = [];
  if (notice.insured?.email) mails.push(insuredMail(notice, notice.insured, company));
  if (notice.agent?.email) mails.push(agentMail(notice, notice.agent, company));
  return mails;
}

/** The outbox kind of the insured's e-mail: the one a mailed notice records as sent with it. */
export const insuredMailKind = "policy-transaction-insured";

const site = (company: Company) => company.urls.site.replace(/\/$/, "");

function insuredMail(
  notice: TransactionNotice,
  insured: NonNullable<TransactionNotice["insured"]>,
  company: Company,
): NewMail {
  const { language } = insured;
  const { mail } = textsFor(language);
  const words = mail.transaction;
  const { transaction, policy } = notice;
  const policyNumber = policy.policyNumber;
  // A notice for non-payment says what keeps the policy: paying before its day (billing/delinquency.ts withdraws it).
  const nonPayment = transaction.type === "cancellation" && transaction.reason === "nonPayment";
  const date = formatsFor(language).date(transaction.effectiveDate);
  // A reinstatement priced pro rata came after the cancellation took effect: back from its day, a lapse before.
  const lapse = transaction.type === "reinstatement" && transaction.method === "proRata";
  const intro = nonPayment
    ? fill(words.nonPaymentIntro, { policyNumber, date })
    : lapse
      ? fill(words.reinstatementLapseIntro, { policyNumber, date })
      : fill(words.intro[transaction.type], { policyNumber });
  const payBlocks: MailBlock[] = nonPayment
    ? [
        { type: "lines", lines: [words.payToKeep] },
        { type: "link", href: `${site(company)}/pay-policy`, label: words.payNow },
      ]
    : [];
  return renderMail(
    insuredMailKind,
    insured.email,
    {
      language,
      subject: fill(words.subject[transaction.type], { policyNumber }),
      greeting: insured.name ? fill(mail.greeting, { name: insured.name }) : mail.greetingWithoutName,
      blocks: [
        {
          type: "lines",
          lines: [intro, explanation(notice, company, language)],
        },
        { type: "facts", facts: facts(notice, company, language, false) },
        ...note(notice, language),
        ...payBlocks,
        { type: "lines", lines: [words.document] },
        { type: "link", href: `${site(company)}/members/account/documents`, label: words.openDocuments },
        {
          type: "lines",
          lines: [
            fill(words.questions, { phone: company.phones.customerService.display, email: company.emails.support }),
          ],
        },
      ],
    },
    company,
  );
}

function agentMail(
  notice: TransactionNotice,
  agent: NonNullable<TransactionNotice["agent"]>,
  company: Company,
): NewMail {
  const { language } = agent;
  const { mail } = textsFor(language);
  const words = mail.transaction;
  const { transaction, policy } = notice;
  const { policyNumber, insuredName } = policy;
  const subject = fill(words.subject[transaction.type], { policyNumber });
  return renderMail(
    "policy-transaction-agent",
    agent.email,
    {
      language,
      subject: fill(words.agentSubject, { subject, insuredName }),
      greeting: agent.name ? fill(mail.greeting, { name: agent.name }) : mail.greetingWithoutName,
      blocks: [
        {
          type: "lines",
          lines: [
            fill(words.agentIntro, { type: typeWord(notice, language), policyNumber, insuredName }),
            explanation(notice, company, language),
          ],
        },
        { type: "facts", facts: facts(notice, company, language, true) },
        ...note(notice, language),
        { type: "lines", lines: [words.agentDocument] },
        { type: "link", href: `${site(company)}/policy/${encodeURIComponent(policy.id)}`, label: words.openPolicy },
      ],
    },
    company,
  );
}

const typeWord = (notice: TransactionNotice, language: Language) =>
  renderMessage(`words.transactionType.${notice.transaction.type}`, language);

const explanation = (notice: TransactionNotice, company: Company, language: Language) =>
  explainTransaction(notice.transaction, language, company.policyRules.shortRatePercent);

/** Policy, type, effective date and the money to the cent; the agent also reads the insured's name and the rule. */
function facts(
  notice: TransactionNotice,
  company: Company,
  language: Language,
  forAgent: boolean,
): [label: string, value: string][] {
  const words = textsFor(language).mail.transaction;
  const formats = formatsFor(language);
  const { transaction, policy } = notice;
  const change = transaction.premiumChangeCents;
  const amountLabel = change > 0 ? words.charged : change < 0 ? words.returned : words.noChange;
  const window = company.policyRules.reinstatementWindowDays;
  return [
    [words.policyNumber, policy.policyNumber],
    ...(forAgent ? [[words.namedInsured, policy.insuredName] as [string, string]] : []),
    [words.transaction, typeWord(notice, language)],
    [words.effectiveDate, fill(words.effectiveValue, { date: formats.date(transaction.effectiveDate) })],
    [amountLabel, formatCents(Math.abs(change), language)],
    ...(transaction.type === "cancellation"
      ? [[words.reinstateBy, formats.date(addDays(transaction.effectiveDate, window))] as [string, string]]
      : []),
    ...(forAgent && transaction.rule
      ? [[words.rule, renderMessage(transaction.rule, language)] as [string, string]]
      : []),
  ];
}

/** The company's words to the insured (why it cancels or does not renew), quoted as written. */
function note(notice: TransactionNotice, language: Language): MailBlock[] {
  const text = notice.transaction.note;
  return text ? [{ type: "quote", heading: textsFor(language).mail.transaction.noteHeading, text }] : [];
}
