/** RFC 8187 attr-chars, or a %XX escape: nothing else may appear in filename*. */
const extendedValue = /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})*$/;
// Printable ASCII without the quote and the backslash, which would end or escape the quoted name.
const quotedFallback = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * Whether a download's Content-Disposition is one the browser reads as
 * intended: one header line, an attachment (or inline), a quoted ASCII
 * fallback that cannot be broken out of, and the exact name in RFC 8187
 * form that decodes back to `name`. Answers the problem, or null.
 */
export function dispositionProblem(header: string | null, name: string): string | null {
  if (header === null) return "no Content-Disposition";
  const match = header.match(/^(attachment|inline); filename="([^"]*)"; filename\*=UTF-8''(.*)$/s);
  if (!match) return `unexpected shape: ${JSON.stringify(header)}`;
  const [, , fallback, extended] = match as unknown as [string, string, string, string];
  if (!quotedFallback.test(fallback)) return `unsafe fallback name: ${JSON.stringify(fallback)}`;
  if (!extendedValue.test(extended)) return `characters outside RFC 8187 in filename*: ${JSON.stringify(extended)}`;
  if (decodeURIComponent(extended) !== name)
    return `filename* decodes to ${JSON.stringify(decodeURIComponent(extended))}`;
  return null;
}
