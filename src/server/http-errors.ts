import type { Message } from "../shared/messages/message";
import { renderMessage } from "../shared/messages/render";

/** A field's problem, beside its input: a catalog message, read in the reader's language when answered. */
export interface FieldProblem {
  field: string;
  message: Message;
}

/**
 * An answer other than success that a handler or service decides on: thrown,
 * and turned into the envelope with this status by plugins/errors.ts, which
 * reads its message in the request's language. A new message goes in the
 * catalog (src/shared/messages/answers.*.ts) first.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Message,
    readonly errors: FieldProblem[] = [],
  ) {
    // The English, for the log.
    super(renderMessage(said, "en"));
    this.name = "HttpError";
  }
}

/** 400 with one field's message, shown beside its input. */
export const invalidField = (field: string, message: Message) =>
  new HttpError(400, "request.invalid", [{ field, message }]);
export const notFound = (message: Message) => new HttpError(404, message);
/** 409: the request is well formed but the record's state does not allow it. */
export const conflict = (message: Message) => new HttpError(409, message);
export const forbidden = (message: Message) => new HttpError(403, message);

/** 400 with a message of its own for a refusal whose field errors are those of `refused` (a schema's, or a service's HttpError). */
export class RefusedInput extends HttpError {
  constructor(
    said: Message,
    readonly refused: Error,
  ) {
    super(400, said);
  }
}
