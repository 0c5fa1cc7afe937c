import type { FastifyError } from "fastify";
import { HttpError } from "../../http-errors";
import { fieldErrors } from "../../plugins/errors";

/**
 * A GL route's error handler: a request refused for its input (its schema, or
 * a rule of the service such as a taken name) answers 400 with the call's
 * SPEC §8 message (`glFailureMessages`), the fields' own messages staying in
 * `errors`. Anything else (not found, a body that is not JSON, an outage)
 * goes on unchanged to the app's error handler, which also words this one.
 */
export function refusedAs(message: string) {
  return (error: FastifyError): never => {
    const errors = fieldErrors(error);
    const refusedInput = errors.length > 0 && (error.statusCode ?? 400) === 400;
    throw refusedInput ? new HttpError(400, message, errors) : error;
  };
}
