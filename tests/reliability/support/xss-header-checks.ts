/**
 * The two headers that keep a hostile text from running once it leaves the
 * JSON API: the page's Content-Security-Policy, and a download's
 * Content-Disposition. Each check answers what is wrong, empty when nothing is.
 */

/** A staff page must forbid inline script (only hashed scripts run), plugins and a foreign <base>. */
export function pagePolicyProblems(policy: string | undefined): string[] {
  if (!policy) return ["no Content-Security-Policy header"];
  const directives = new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scripts = directives.get("script-src") ?? directives.get("default-src");
  const problems: string[] = [];
  if (!scripts) problems.push("no script-src");
  else if (scripts.some((source) => ["'unsafe-inline'", "'unsafe-eval'", "*", "data:"].includes(source))) {
    problems.push(`script-src allows ${scripts.join(" ")}`);
  }
  if (directives.get("object-src")?.join(" ") !== "'none'") problems.push("object-src is not 'none'");
  if (!directives.has("base-uri")) problems.push("no base-uri");
  return problems;
}

// RFC 8187 attr-char: what may stand unescaped in filename*= (encodeURIComponent also leaves ' ( ) * alone).
const extendedValue = /^UTF-8''(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/;
// A quoted-string with nothing that ends it early or starts a new header.
const quotedAscii = /^"[\x20\x21\x23-\x5b\x5d-\x7e]*"$/;

/**
 * A download must be an attachment (or `inline` when asked for a preview)
 * whose parameters cannot be broken out of, and whose exact name, decoded,
 * is the stored one.
 */
export function dispositionProblems(header: string | null, storedName: string, kind = "attachment"): string[] {
  if (!header) return ["no Content-Disposition header"];
  if (/[\r\n]/.test(header)) return [`line break in Content-Disposition: ${JSON.stringify(header)}`];
  const match = header.match(/^(\w+); filename=("(?:[^"\\]|\\.)*"); filename\*=(\S+)$/);
  if (!match) return [`unexpected Content-Disposition shape: ${header}`];
  const [, disposition, fallback, extended] = match as unknown as [string, string, string, string];
  const problems: string[] = [];
  if (disposition !== kind) problems.push(`${disposition} where ${kind} was expected`);
  if (!quotedAscii.test(fallback)) problems.push(`filename= is not a plain ASCII quoted string: ${fallback}`);
  if (!extendedValue.test(extended)) problems.push(`filename*= has characters RFC 8187 wants escaped: ${extended}`);
  else if (decodeURIComponent(extended.slice("UTF-8''".length)) !== storedName) {
    problems.push(`filename*= does not decode to the stored name: ${extended}`);
  }
  return problems;
}
