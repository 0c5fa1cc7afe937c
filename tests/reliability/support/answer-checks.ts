import type { LightMyRequestResponse } from "fastify";

function parses(response: LightMyRequestResponse): boolean {
  try {
    response.json();
    return true;
  } catch {
    return false;
  }
}

function envelopeProblem(body: unknown, status: number): string | null {
  if (typeof body !== "object" || body === null) return "the answer is not a JSON object";
  const { data, success, message, errors } = body as Record<string, unknown>;
  if (!("data" in body)) return "the envelope has no data";
  if (typeof success !== "boolean") return "the envelope's success is not a boolean";
  if (typeof message !== "string") return "the envelope's message is not a string";
  if (!Array.isArray(errors)) return "the envelope's errors is not an array";
  for (const error of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof error?.field !== "string" || typeof error.message !== "string") return "an error lacks field or message";
  }
  if (status >= 400 && (success || (data !== null && status !== 429))) return "an error answer claims success or data";
  if (status < 300 && !success) return "a success answer says success: false";
  return null;
}

/**
 * What is wrong with an answer to a hostile request, or null: never a 5xx;
 * a 4xx is the envelope with success false; a validation 400 names fields.
 * Successful downloads (CSV, PDF) are the only answers outside the envelope.
 */
export function answerProblem(response: LightMyRequestResponse, { envelope = true } = {}): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
  // better-auth answers in its own shape (plugins/auth.ts passes it through): only the status and the JSON are ours to check.
  if (!envelope) return isJson && !parses(response) ? "the answer says JSON but does not parse" : null;
  if (!isJson) return response.statusCode >= 400 ? `answered ${response.statusCode} outside the JSON envelope` : null;
  if (!parses(response)) return "the answer says JSON but does not parse";
  const body: unknown = response.json();
  const problem = envelopeProblem(body, response.statusCode);
  if (problem) return problem;
  const { message, errors } = body as { message: string; errors: { field: string }[] };
  // plugins/errors.ts words every schema validation failure this way, as does invalidField().
  const fromValidation = message === "Invalid input.";
  if (fromValidation && (errors.length === 0 || errors.some((error) => !error.field))) {
    return "a validation error names no field";
  }
  return null;
}
