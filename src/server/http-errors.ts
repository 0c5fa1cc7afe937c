import type { FieldError } from "../shared/api";

/**
 * An answer other than success that a handler or service decides on: thrown,
 * and turned into the envelope with this status by plugins/errors.ts.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** 400 with one field's message, shown beside its input. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, "Invalid input.", [{ field, message }]);
export const notFound = (message: string) => new HttpError(404, message);
/** 409: the request is well formed but the record's state does not allow it. */
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
