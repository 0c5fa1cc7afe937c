import { renderMessage } from "../../shared/messages/render";
import { HttpError } from "../http-errors";

/**
 * A command refused for what it was given (a bad option, a weak password, an
 * address already taken): exit code 2, the message for the operator. Other
 * failures (the database unreachable) exit with 1.
 */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Refusal";
  }
}

/** A service's refusal (an HttpError under 500, with its field messages) in English; other errors as they are. */
export function asRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.statusCode >= 500) return error;
  const details = error.errors.map((problem) => renderMessage(problem.message, "en"));
  return new Refusal(details.length > 0 ? details.join(" ") : error.message);
}
