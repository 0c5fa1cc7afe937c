import { createHash } from "node:crypto";

/**
 * Content-Security-Policy values. Pages allow no inline script except by
 * hash: the hashes are computed from each built HTML file (the theme
 * bootstrap, React Router's context and module script, the hydrate-on-intent
 * loader, the hero clip starter), so an injected script never runs. Inline
 * styles stay allowed: the stylesheet is inlined for the first paint
 * (docs/decisions/0004) and components set style attributes.
 */

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP hash source of every inline script that can run in this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    // JSON-LD is data, not script: CSP does not apply to it.
    if (attributes!.includes("application/ld+json")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The one outside page a page may frame: the Contact page's map (a company
 * fact), by its address without the query, which CSP source expressions
 * cannot hold. This site's own frames (a document shown in place) stay allowed.
 */
export function frameSource(pageUrl: string): string {
  const url = new URL(pageUrl);
  return `${url.origin}${url.pathname}`;
}

export function pagePolicy(
  scriptHashes: string[],
  { upgradeInsecure, mapEmbed }: { upgradeInsecure: boolean; mapEmbed: string },
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    `frame-src 'self' ${frameSource(mapEmbed)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** For everything that is not a page (JSON, assets): nothing may run or be framed. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";

/** A PDF or image shown in place: nothing may run in it, only this site's pages may frame it. */
export const inlineFilePolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'";

/** The API documentation viewer (Swagger UI) loads its own scripts and styles from this server. */
export const apiDocsPolicy =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'";
