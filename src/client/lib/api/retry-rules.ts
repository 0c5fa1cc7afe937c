import { ApiError } from "./api-client";

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

export const isNotFound = (error: unknown) => statusOf(error) === 404;

/** Query retry rule for one record: a 404 is an answer (the not-found state); anything else is tried 3 times (SPEC §9). */
export const retryUnlessNotFound = (count: number, error: Error) => !isNotFound(error) && count < 3;

/** A refusal (401, 403, 404) is an answer, not a hiccup: only other failures are tried again, up to 3 times. */
export function retryUnlessRefused(count: number, error: Error): boolean {
  const status = statusOf(error);
  return !(status >= 400 && status < 500) && count < 3;
}
