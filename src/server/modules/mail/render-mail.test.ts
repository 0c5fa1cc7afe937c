import { describe, expect, it } from "vitest";
import { defaultCompany } from "../../../shared/company";
import type { MailContent } from "./mail-content";
import { renderMail } from "./render-mail";

const content: MailContent = {
  language: "it",
  subject: "Il tuo sinistro CLM-2026-000001 è stato chiuso",
  greeting: "Ciao Ana,",
  blocks: [
    { type: "lines", lines: ["Prima riga.", "Seconda riga."] },
    { type: "link", href: "https://sabal.example.com/verify?token=a&b=1", label: "Accedi" },
    { type: "facts", heading: "Danno", facts: [["Categoria", "Danni da acqua"]] },
    { type: "quote", heading: "Una nota", text: 'Tubo <rotto> & "acqua"\nseconda riga' },
  ],
};

/** The HTML part as a reader sees it: tags dropped, entities read, spaces joined. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("renderMail", () => {
  const mail = renderMail("claim-status", "ana@example.com", content, defaultCompany);

  it("writes the plain-text part as today's mails read: greeting, blocks a blank line apart, signature", () => {
    expect(mail).toMatchObject({ kind: "claim-status", to: "ana@example.com", subject: content.subject });
    expect(mail.text).toBe(
      [
        "Ciao Ana,",
        "",
        "Prima riga.",
        "Seconda riga.",
        "",
        "https://sabal.example.com/verify?token=a&b=1",
        "",
        "Danno",
        "Categoria: Danni da acqua",
        "",
        "Una nota:",
        'Tubo <rotto> & "acqua"',
        "seconda riga",
        "",
        "-- ",
        "Sabal Reciprocal Exchange",
        "P.O. Box 10100, Tampa, FL 33601",
      ].join("\n"),
    );
  });

  it("says the same in the HTML part", () => {
    const html = visibleText(mail.html);
    // "Label: value" is a term and its description in HTML: each piece is there.
    const pieces = mail.text.split(/\n|: |:$/m).filter((piece) => piece.trim() && piece !== "-- ");
    for (const piece of pieces) expect(html).toContain(piece);
  });

  it("marks the language, the colour schemes and real headings, with no images or layout tables", () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="it" dir="ltr">/);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
    expect(mail.html).toMatch(/<h1[^>]*>Il tuo sinistro CLM-2026-000001 è stato chiuso<\/h1>/);
    expect(mail.html).toMatch(/<h2[^>]*>Danno<\/h2>/);
    expect(mail.html).toMatch(/<dt[^>]*>Categoria<\/dt><dd[^>]*>Danni da acqua<\/dd>/);
    expect(mail.html).not.toMatch(/<(img|table)\b/);
  });

  it("escapes every text and link, keeping line breaks", () => {
    expect(mail.html).toContain("Tubo &lt;rotto&gt; &amp; &quot;acqua&quot;<br>seconda riga");
    expect(mail.html).toContain('href="https://sabal.example.com/verify?token=a&amp;b=1"');
    expect(mail.html).not.toContain("<rotto>");
  });

  it("greets nobody in a mail to a company inbox", () => {
    const notice = renderMail(
      "claim-notice",
      "claims@example.com",
      { ...content, greeting: undefined },
      defaultCompany,
    );
    expect(notice.text.startsWith("Prima riga.")).toBe(true);
  });
});
