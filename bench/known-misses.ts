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
  "search-p95-postgres":
    "Measured per term at 1,000,000 policies: specific terms 13-40 ms, terms matching 16,667 policies about 135 ms, " +
    "50,000 about 430 ms, an agent with 250,000 policies about 460 ms. Two costs grow with the book: the exact count of " +
    "every match, and the trigram index itself (a word in 200,000 names makes a 200,000-entry bitmap, about 40 ms, before " +
    "any row is read); the planner also ANDs a 250,000-row status bitmap into small text matches (15-20 ms). What would " +
    "close it: count at most 1,000 matches and say 'more than 1,000' (as GitHub and Gmail do), choose the plan from the " +
    "planner's own row estimate (EXPLAIN) - walk the policy-number index for broad terms, the trigram bitmap for narrow " +
    "ones - and keep low-selectivity filters out of the bitmap. Tried here: capping and hiding the status filter from " +
    "its index alone made one narrow term 480 ms (its trigram matches all fail the status filter), so the change needs " +
    "the estimate-driven plan and its own tests; it is the first item of the next performance issue.",
};

export function knownMiss(budgetId: string): string | undefined {
  return notes[budgetId];
}
