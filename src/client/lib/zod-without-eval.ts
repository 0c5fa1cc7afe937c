import { config } from "zod";

/**
 * Zod probes whether `new Function` works before its first object parse, to
 * compile faster parsers. Our pages' Content-Security-Policy forbids eval,
 * so every page with a form or a list reported a CSP violation that no
 * injected text caused: noise that would hide a real one. Our
 * schemas are small; parsing without compiled code costs nothing we notice.
 * Imported first by root.tsx, so it runs before any page parses.
 */
config({ jitless: true });
