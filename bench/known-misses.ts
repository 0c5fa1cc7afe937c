/**
 * Budgets this product misses today, why, and what would close the gap,
 * written by whoever measured them; the report prints the note beside the
 * miss. An explained miss is reported, not failed: the run still fails on any
 * miss beyond 10 % that nobody has explained, which is what a regression looks like.
 */
const notes: Record<string, string> = {
  "read-ratio":
    "The floor runs the same SQL (the session check included) but nothing else. The app also verifies the session cookie's " +
    "signature (better-auth, WebCrypto HMAC), checks the route's role, parses and validates with zod, serialises the " +
    "answer through its zod schema, keeps the request id in AsyncLocalStorage, records metrics and adds security " +
    "headers; a CPU profile under load shows better-auth's per-call context and cookie HMAC, Drizzle's query building " +
    "and zod serialisation as the app's largest parts. " +
    "To close: compiled (fast-json-stringify) serialisers for the hot read answers instead of zod output parsing, and " +
    "better-auth's short-lived session cookie cache; public pages are meant to be served by the CDN (docs/deploy.md), " +
    "which takes the app off that path entirely.",
};

export function knownMiss(budgetId: string): string | undefined {
  return notes[budgetId];
}
