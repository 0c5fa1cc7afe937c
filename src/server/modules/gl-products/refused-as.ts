import type { FastifyError } from "fastify";
import type { Message } from "../../../shared/messages/message";
import { HttpError, RefusedInput } from "../../http-errors";
import { InvalidRequest } from "../../validation/request-validation";

/**
 * A GL route's error handler: a request refused for its input (its schema, or
 * a rule of the service such as a taken name) answers 400 with the call's
 * SPEC §8 message (`glProduct.failed.*`), the fields' own messages staying in
 * `errors`. Anything else (not found, a body that is not JSON, an outage)
 * goes on unchanged to the app's error handler, which words both.
 */
export function refusedAs(message: Message) {
  return (error: FastifyError): never => {
    const fieldsRefused =
      error instanceof InvalidRequest ||
      (error instanceof HttpError && error.statusCode === 400 && error.errors.length > 0);
    throw fieldsRefused ? new RefusedInput(message, error) : error;
  };
}
