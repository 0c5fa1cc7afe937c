import type { MailBlock, MailContent } from "./mail-content";

/**
 * The brand's colours for mail (BRAND.md), each pair above WCAG AA. Light
 * ones are inline, so a client that drops <style> still shows them; dark ones
 * come from prefers-color-scheme. Text is dark on light or light on dark,
 * never mid-tone, so a client that inverts colours itself keeps it readable.
 */
const light = {
  page: "#f4ede1",
  card: "#ffffff",
  border: "#d9ccb6",
  text: "#1c2731",
  muted: "#4b5560",
  brand: "#0b4f6c",
};
const dark = {
  page: "#0b1a24",
  card: "#13283a",
  border: "#2e4d63",
  text: "#e6edf2",
  muted: "#b9c6d0",
  brand: "#9fd3ec",
};
const accent = { light: "#2f7d5b", dark: "#6cc79a" };
const fonts = `system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`;

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Every text a mail carries is escaped: user input (a claim's details, a note) never becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);
/** Escaped, with the writer's line breaks kept. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

const paragraph = `margin:0 0 12px`;
const heading2 = `margin:24px 0 8px;font-size:18px;line-height:1.3;color:${light.brand}`;

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case "lines":
      return block.lines.map((line) => `<p style="${paragraph}">${multiline(line)}</p>`).join("\n");
    case "link":
      return [
        `<p style="margin:16px 0 8px"><a class="button" href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background-color:${light.brand};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>`,
        `<p class="muted" style="${paragraph};font-size:14px;color:${light.muted};word-break:break-all"><a href="${escapeHtml(block.href)}" style="color:${light.brand}">${escapeHtml(block.href)}</a></p>`,
      ].join("\n");
    case "facts":
      return [
        ...(block.heading ? [`<h2 style="${heading2}">${escapeHtml(block.heading)}</h2>`] : []),
        `<dl style="margin:0 0 12px">`,
        ...block.facts.map(
          ([label, value]) =>
            `<dt style="margin:8px 0 0;font-weight:700">${escapeHtml(label)}</dt><dd style="margin:0">${multiline(value)}</dd>`,
        ),
        `</dl>`,
      ].join("\n");
    case "quote":
      return [
        `<h2 style="${heading2}">${escapeHtml(block.heading)}</h2>`,
        `<blockquote class="quote" style="margin:0 0 12px;padding:4px 0 4px 16px;border-left:4px solid ${accent.light}"><p style="margin:0">${multiline(block.text)}</p></blockquote>`,
      ].join("\n");
  }
}

const darkStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background-color: ${dark.page} !important; color: ${dark.text} !important; }
  .card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
  .brand, h1, h2, a { color: ${dark.brand} !important; }
  a.button { background-color: ${dark.brand} !important; color: ${dark.page} !important; }
  .muted { color: ${dark.muted} !important; }
  .quote { border-color: ${accent.dark} !important; }
}`;

/**
 * The HTML part: one column, no images, no layout tables; real headings (the
 * subject as h1), the language on <html> and on the message, and the
 * `color-scheme` meta so mail programs in dark mode use the dark colours.
 */
export function renderMailHtml(content: MailContent, brand: string, signature: string[]): string {
  const subject = escapeHtml(content.subject);
  const body = [
    ...(content.greeting ? [`<p style="${paragraph}">${escapeHtml(content.greeting)}</p>`] : []),
    ...content.blocks.map(blockHtml),
  ].join("\n");
  return `<!DOCTYPE html>
<html lang="${content.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${subject}</title>
<style>${darkStyles}
</style>
</head>
<body class="page" style="margin:0;padding:0;background-color:${light.page};color:${light.text};font-family:${fonts};font-size:16px;line-height:1.5">
<div class="page" style="background-color:${light.page};color:${light.text};padding:24px 12px">
<div role="article" aria-label="${subject}" lang="${content.language}" style="max-width:600px;margin:0 auto">
<p class="brand" style="margin:0 0 16px;font-size:18px;font-weight:700;color:${light.brand}">${escapeHtml(brand)}</p>
<div class="card" style="background-color:${light.card};border:1px solid ${light.border};border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:${light.brand}">${subject}</h1>
${body}
</div>
<p class="muted" style="margin:16px 0 0;font-size:14px;color:${light.muted}">${signature.map(escapeHtml).join("<br>")}</p>
</div>
</div>
</body>
</html>
`;
}
