import type { SmtpSink } from "../../support/smtp-sink";

export interface ExpectedMail {
  to: string;
  /** A hostile text the message quotes: proves the user's text reached the mail. */
  quotes: string;
}

// What a hostile text looks like when an HTML part carries it unescaped.
const rawMarkup = /<(script|img|svg|iframe)\b/i;

/** The HTML part of a raw message, if it has one. */
function htmlPart(raw: string): string | null {
  const start = raw.search(/^content-type:\s*text\/html/im);
  if (start < 0) return null;
  const body = raw
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return body.split(/\r?\n--/)[0] ?? "";
}

/**
 * Waits for each e-mail that quotes user text and answers what is wrong:
 * the text missing, or an HTML part that carries it as markup. Plain-text
 * mail is safe by construction; HTML mail must escape.
 */
export async function mailProblems(sink: SmtpSink, expected: ExpectedMail[]) {
  const problems: string[] = [];
  let htmlParts = 0;
  for (const { to, quotes } of expected) {
    const mail = await sink.waitFor(to, 15_000).catch(() => null);
    if (!mail) {
      problems.push(`no e-mail to ${to}`);
      continue;
    }
    if (!mail.raw.includes(quotes)) problems.push(`the e-mail to ${to} does not quote ${quotes}`);
    const html = htmlPart(mail.raw);
    if (html === null) continue;
    htmlParts++;
    if (rawMarkup.test(html)) problems.push(`the HTML e-mail to ${to} carries user text as markup`);
  }
  return { problems, mailsChecked: expected.length, htmlParts };
}
