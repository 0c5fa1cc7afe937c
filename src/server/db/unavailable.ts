/**
 * Whether an error means the database cannot be reached or refuses work for
 * now (it is down, restarting, or the network to it is cut), as opposed to a
 * fault in the request or the code. Such errors are answered 503: the client
 * may try again, and nothing about the request was wrong.
 */

// SQLSTATE classes and codes: connection exceptions (08…), shutdown and
// startup (57P01-57P03), too many connections (53300), statement timeout (57014).
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
// node-postgres raises these as plain errors, without a code.
const unavailableMessages = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

function isUnavailableHere(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (code.startsWith("08") || unavailableStates.has(code) || unavailableSocketCodes.has(code))
  )
    return true;
  return unavailableMessages.some((pattern) => pattern.test(error.message));
}

/** Looks through wrappers (Drizzle's query error, better-auth's) down to the cause. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as Error).cause, depth++) {
    if (isUnavailableHere(current)) return true;
  }
  return false;
}
