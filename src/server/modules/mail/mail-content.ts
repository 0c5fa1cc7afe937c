import type { Language } from "../../../shared/constants";

/**
 * What an e-mail says, before it is written out: render-mail.ts turns it
 * into a plain-text part and an HTML part with the same content, so an area
 * writes its words once and never writes markup.
 */
export interface MailContent {
  /** The language of the words: the HTML part's `lang`. */
  language: Language;
  subject: string;
  /** "Hello Ana,"; none for the company's own inboxes. */
  greeting?: string;
  blocks: MailBlock[];
}

export type MailBlock =
  /** Sentences, each on its own line (its own paragraph in HTML). */
  | { type: "lines"; lines: string[] }
  /** A link to open (a sign-in or set-a-password link): the URL in text, a button and the URL in HTML. */
  | { type: "link"; href: string; label: string }
  /** "Label: value" pairs, under a heading when given. */
  | { type: "facts"; heading?: string; facts: [label: string, value: string][] }
  /** Someone's own words (a note from the claims team), quoted under a heading. */
  | { type: "quote"; heading: string; text: string };
